import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { FormLayout, FormModal, REFUSAL_CODES, TextField, useForm } from '@toufang/form-kit';
import { RefusalText } from '@toufang/ui';
import { saveProjectMutation } from '../../queries/project-save';
import type { ProjectRecord } from '../../queries/projects';

/** Longest project name (the contract's ProjectSaveRequest). */
const NAME_MAX = 30;

const schema = z.object({ name: z.string().check(z.trim(), z.minLength(1, '请输入项目名称')) });

/** 新建项目 and 重命名: the name, with the server's refusal (a name taken) shown under it. */
export function ProjectNameModal({ project, onClose, onSaved }: { project: ProjectRecord | null; onClose(): void; onSaved(): void }) {
  const form = useForm({ initial: { name: project?.name ?? '' }, schema, refusalFields: { [REFUSAL_CODES.NAME_TAKEN]: 'name' } });
  const save = useMutation(saveProjectMutation);
  const submit = () =>
    form.submit(({ name }) =>
      save.mutate({ ...(project ? { id: project.id } : {}), name }, { onSuccess: () => (form.saved(), onSaved()), onError: form.refuse }),
    );
  return (
    <FormModal visible width={440} title={project ? '重命名项目' : '新建项目'} form={form} onCancel={onClose} onOk={submit} confirmLoading={save.isPending}>
      <FormLayout>
        <TextField form={form} name="name" label="项目名称" placeholder="项目名称" maxLength={NAME_MAX} onEnter={submit} />
        <RefusalText message={form.refusal} />
      </FormLayout>
    </FormModal>
  );
}
