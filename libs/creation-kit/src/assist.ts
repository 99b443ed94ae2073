// @toufang/creation-kit/assist: AI 智能创建 (ad-ai-create), apart from the editor and the tasks pages.
export { AssistPage, type AssistPageProps } from './lib/assist/assist-page';
