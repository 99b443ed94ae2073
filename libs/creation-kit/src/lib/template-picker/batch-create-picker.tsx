// 批量创建 from a delivery page (issue 22 "Update and copy" entry points): the template picker open, and the
// media's ad-speed-create route of the chosen template (or a new one) opened. A media's delivery toolbar loads
// this with import() when its button is pressed, so the kit stays out of the delivery tables' chunks.
import { useNavigate } from 'react-router';
import type { CreationVariantSpec } from '@toufang/domain';
import { editorPath } from '../route/creation-paths';
import { TemplatePickerDialog } from './template-picker-dialog';

export interface BatchCreatePickerProps {
  /** The media's `<CODE>_CREATION`. */
  variants: readonly CreationVariantSpec[];
  onClose: () => void;
  sandbox?: boolean;
}

export function BatchCreatePicker({ variants, onClose, sandbox }: BatchCreatePickerProps) {
  const navigate = useNavigate();
  const media = variants[0].media;
  return (
    <TemplatePickerDialog
      visible
      media={media}
      sandbox={sandbox}
      onClose={onClose}
      onPick={(tempId, variant) => {
        const spec = variants.find((v) => v.variant === variant) ?? variants[0];
        onClose();
        navigate(editorPath(spec, tempId));
      }}
    />
  );
}
