import { TitleView } from './title-view';

/** 标题 (title): the company's title library. */
export default function TitlePage() {
  return <TitleView />;
}
