// Assisted creation's server area (issue 22 "Assisted creation", ad-ai-create): the proposal from the desk's own
// figures (README.md).
export { creationAssistHandlers } from './lib/handlers';
export { proposeAssist, ASSIST_MAX_DAYS } from './lib/propose';
export { ASSIST_TEXTS } from './lib/texts';
