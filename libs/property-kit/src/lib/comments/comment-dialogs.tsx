// The comment page's dialogs, loaded when one first opens: 回复 with a length counter, and the confirmation of
// 隐藏 (one or many) and 屏蔽. Each sends actOnProperties and reports every comment's answer.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { CharCounter, DeskModal, RefusalText, TextArea } from '@toufang/ui';
import type { PropertyTypeBase } from '../config/property-config';
import { actOnPropertiesMutation, type PropertyRow } from '../queries/property-calls';
import { PROPERTY_KIT_TEXTS } from '../texts';
import { replyLength, type CommentAction } from './comment-rules';

const T = PROPERTY_KIT_TEXTS.COMMENTS;

export interface CommentActionDialogProps {
  declaration: PropertyTypeBase;
  action: CommentAction;
  /** The action's words (回复, 隐藏 …). */
  label: string;
  rows: readonly PropertyRow[];
  onClose(): void;
  /** Every comment taken: the sentence to show. */
  onDone(text: string): void;
}

/** Sends the action over the rows; answers "all taken" to onDone, else each refusal under the dialog. */
function useCommentAction({ declaration, action, label, rows, onDone }: CommentActionDialogProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const act = useMutation(actOnPropertiesMutation);
  const send = (input?: { text: string }) =>
    act.mutate(
      { media: declaration.media, type: declaration.type, action, ids: rows.map((r) => r.id).slice(0, 100), ...(input ? { input: input as never } : {}) },
      {
        onSuccess: (answer) => {
          const outcomes = answer?.outcomes ?? [];
          const ok = outcomes.filter((o) => o.ok).length;
          if (ok === outcomes.length) onDone(T.DONE(label, ok, 0));
          else setRefusal([T.DONE(label, ok, outcomes.length - ok), ...outcomes.filter((o) => !o.ok).map((o) => `「${o.name}」：${o.reason ?? ''}`)].join('\n'));
        },
        onError: (e) => setRefusal(isApiError(e) ? e.message : String(e)),
      },
    );
  return { refusal, setRefusal, send, pending: act.isPending };
}

/** 回复: the text, counted against the media's reply length. */
export function CommentReplyDialog(props: CommentActionDialogProps) {
  const max = Number(props.declaration.limits.REPLY_MAX_LENGTH ?? 100);
  const [text, setText] = useState('');
  const { refusal, setRefusal, send, pending } = useCommentAction(props);
  const length = replyLength(text);
  return (
    <DeskModal
      visible
      width={520}
      title={T.REPLY_TITLE}
      okText={T.REPLY}
      confirmLoading={pending}
      onCancel={props.onClose}
      onOk={() => {
        if (length === 0) setRefusal(T.REPLY_EMPTY);
        else if (length > max) setRefusal(T.REPLY_TOO_LONG(max));
        else send({ text: text.trim() });
      }}
    >
      <p className="tf-comment-reply__quote">{props.rows[0]?.name}</p>
      <TextArea aria-label={T.REPLY_TITLE} placeholder={T.REPLY_PLACEHOLDER} value={text} onChange={(value: string) => setText(value)} autosize={{ minRows: 3, maxRows: 6 }} />
      <CharCounter current={length} max={max} />
      <RefusalText message={refusal} />
    </DeskModal>
  );
}

/** 隐藏 (one or the chosen rows) and 屏蔽: a sentence to confirm, then the action. */
export function CommentConfirmDialog(props: CommentActionDialogProps) {
  const { refusal, send, pending } = useCommentAction(props);
  const block = props.action === 'block';
  return (
    <DeskModal visible width={480} title={block ? T.BLOCK_TITLE : T.HIDE_TITLE} okText={props.label} confirmLoading={pending} onCancel={props.onClose} onOk={() => send()}>
      <p>{block ? T.BLOCK_CONFIRM(props.rows[0]?.summary['评论人'] ?? '') : T.HIDE_CONFIRM(props.rows.length)}</p>
      <RefusalText message={refusal} />
    </DeskModal>
  );
}
