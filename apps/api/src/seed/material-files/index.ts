// The demo company's material files (issue 20, "Data on a fresh desk"): plan them, then make them.
// README.md beside this file says how the seed uses them.
export * from './constants';
export { demoMaterialPlan, type DemoMaterialCount, type DemoMaterialFormat, type DemoMaterialKind, type DemoMaterialSpec } from './plan';
export { generateDemoMaterialFiles, type GeneratedFile, type GenerateOptions } from './generate';
export { demoFont, type DemoFont } from './fonts';
