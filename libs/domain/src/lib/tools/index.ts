// The tools section (issue 23, docs/design/tools.md §2): AI助手 rules and their evaluator, report push rules.
export * from './rule-types';
export * from './rule-limits';
export * from './texts';
export * from './rule-check';
export * from './evaluate';
export * from './plan';
export * from './conflicts';
export * from './push-types';
export * from './pivot-types';
export * from './diagnosis';
export * from './diagnosis-texts';
