import type { HeadBuilder } from '../../ssr/page-head.ts';

export const head: HeadBuilder = ({ t }) => ({
  title: t('pages.notFound.title'),
  status: 404,
  noindex: true,
});
