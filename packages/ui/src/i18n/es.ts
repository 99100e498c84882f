/**
 * Every Spanish string the design system shows by default, from the product spec. Fragments take a typed
 * `labels` prop whose defaults come from here, so nothing is spelled twice (HOUSE-STYLE §12). Copy the
 * app, the server or domain also say comes from domain's `MESSAGES` (ADR 0019); it is referenced by value,
 * so the published types carry the text and never name `@alegato/domain`.
 *
 * One module per group under `i18n/es/`, re-exported here and imported as a namespace
 * (`import * as es from '../../i18n/es'`; `es` from `@alegato/ui`): the bundler resolves `es.landing`
 * to its module, so each page's chunk carries only the groups its fragments read, and the landing page
 * not the admin's or the editor's copy (ADR 0035, Initial JS).
 */
export { common } from './es/common';
export { upgradeDialog } from './es/upgradeDialog';
export { errorDialog } from './es/errorDialog';
export { errorGroups } from './es/errorGroups';
export { toast } from './es/toast';
export { form } from './es/form';
export { charts } from './es/charts';
export { site } from './es/site';
export { landing } from './es/landing';
export { legal } from './es/legal';
export { marketing } from './es/marketing';
export { states } from './es/states';
export { documents } from './es/documents';
export { search } from './es/search';
export { articleViewer } from './es/articleViewer';
export { auth } from './es/auth';
export { app } from './es/app';
export { admin } from './es/admin';
export { memberships } from './es/memberships';
export { verificationGrid } from './es/verificationGrid';
export { systemChecks } from './es/systemChecks';
export { cookies } from './es/cookies';
export { trial } from './es/trial';
export { subscription } from './es/subscription';
export { accountData } from './es/accountData';
export { settings } from './es/settings';
export { apiKeys } from './es/apiKeys';
export { apiReference } from './es/apiReference';
export { dashboard } from './es/dashboard';
export { cases } from './es/cases';
export { history } from './es/history';
export { reportList } from './es/reportList';
export { reportForms } from './es/reportForms';
export { reportViewer } from './es/reportViewer';
export { reportHtml } from './es/reportHtml';
export { legalEditor } from './es/legalEditor';
export { supervisor } from './es/supervisor';
