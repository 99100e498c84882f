import { useConfig } from '../state/config';
import * as t from '../i18n';

export type PageMetaProps = {
  /** The page's name; the document title becomes '{title} · Alegato'. */
  title: string;
  /** `<meta name="description">` of the page. */
  description: string;
  /** Use `title` as the whole document title (the landing page). @default false */
  exact?: boolean;
};

/**
 * Sets the document title and description for the page that renders it. React 19 hoists `<title>` and
 * `<meta>` into `<head>` and removes them when the page unmounts; render one per page.
 */
export function PageMeta({ title, description, exact = false }: PageMetaProps) {
  const { productName } = useConfig();
  return (
    <>
      <title>{exact ? title : t.pageTitle(title, productName)}</title>
      <meta name="description" content={description} />
    </>
  );
}
