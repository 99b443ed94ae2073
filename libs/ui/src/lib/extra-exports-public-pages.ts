// The multi-line input of the public registration form (its optional note).
export { default as TextArea } from '@douyinfe/semi-ui-19/lib/es/input/textarea';
