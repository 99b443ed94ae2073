// A select with its words beside it, named by them (Semi's own name is its selection), its options without a
// tick column so an option's accessible name is exactly its label (the upload page's way).
import { useId, type ComponentProps } from 'react';
import { Select } from '@toufang/ui';

type SelectProps = ComponentProps<typeof Select>;

export function DmpSelect({ label, optionList, ...rest }: Omit<SelectProps, 'aria-label' | 'aria-labelledby'> & { label: string }) {
  const id = useId();
  return (
    <span className="dmp-field">
      <span id={id}>{label}</span>
      <Select aria-labelledby={id} optionList={optionList?.map((o) => ({ ...o, showTick: false }))} {...rest} />
    </span>
  );
}
