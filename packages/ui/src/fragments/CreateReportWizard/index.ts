export { CreateReportWizard, wizardSteps, templateCategoryIcon, NO_REPORT_CASE } from './CreateReportWizard';
export type {
  CreateReportWizardProps,
  CreateReportWizardLabels,
  CreateReportWizardValues,
  CreateReportWizardErrors,
  WizardStepNumber,
  ReportTemplateItem,
  ReportCaseItem,
} from './CreateReportWizard';
