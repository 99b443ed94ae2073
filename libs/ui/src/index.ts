// libs/ui is the only place that imports Semi UI (ARCHITECTURE.md section 2). The widget families of the
// widget specification arrive with their issues; until then the shell uses these Semi building blocks.
import './styles.css';

export { Banner, Button, Card, Empty, Input, Layout, Spin, Toast, Typography } from '@douyinfe/semi-ui-19';
export { IconLock, IconUser } from '@douyinfe/semi-icons';
