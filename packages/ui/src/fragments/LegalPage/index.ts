export { LegalPage, LegalTable } from './LegalPage';
export type { LegalPageProps, LegalPageLabels, LegalSection, LegalTableProps } from './LegalPage';
