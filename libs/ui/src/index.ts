// libs/ui is the only place that imports Semi UI (docs/architecture.md). The widget families of the
// widget specification arrive with their issues; until then the shell uses these Semi building blocks.
// Each component is imported from its own module: Semi's package index is marked as having side effects,
// so importing from it would pull every component (and its markdown renderer) into the first chunk.
// Semi's design tokens (the --semi-* variables every component's own CSS reads).
import '@douyinfe/semi-ui-19/lib/es/_base/base.css';

export { default as Banner } from '@douyinfe/semi-ui-19/lib/es/banner';
export { default as Button } from '@douyinfe/semi-ui-19/lib/es/button';
export { default as Card } from '@douyinfe/semi-ui-19/lib/es/card';
export { default as Empty } from '@douyinfe/semi-ui-19/lib/es/empty';
export { default as Input } from '@douyinfe/semi-ui-19/lib/es/input';
export { default as Layout } from '@douyinfe/semi-ui-19/lib/es/layout';
export { default as Spin } from '@douyinfe/semi-ui-19/lib/es/spin';
export { default as Toast } from '@douyinfe/semi-ui-19/lib/es/toast';
export { default as Typography } from '@douyinfe/semi-ui-19/lib/es/typography';
