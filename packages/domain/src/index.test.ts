import { describe, expect, it } from 'vitest';
import * as domain from './index.js';

describe('package entry', () => {
  it.each([
    'MESSAGES',
    'LIMITS',
    'PLANS',
    'CaseSchema',
    'ReportSchema',
    'toSearchResult',
    'validateLogin',
    'validateRegistration',
    'validateNewPassword',
    'toSignUpPayload',
    'validateWizardStep',
    'nextWizardStep',
    'prevWizardStep',
    'canCreateReport',
    'validateEditForm',
    'validatePdfRequest',
    'isEditable',
    'canEnhance',
    'canGeneratePdf',
    'canDownload',
    'normaliseListStatus',
    'canUseDepth',
    'assertPlanCapability',
    'planFeatures',
    'startTrial',
    'trialStatus',
    'trialRemainingDays',
    'formatRelativeTime',
    'formatDateEs',
    'formatSizeKb',
    'reportScorePercent',
    'reportScoreOutOf100',
    'duplicateReportInput',
    'loginErrorMessage',
    'retryDelayMs',
    'shouldRetry',
    'ApiErrorSchema',
    'HealthSchema',
  ])('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
    expect((domain as Record<string, unknown>)[name]).toBeDefined();
  });
});
