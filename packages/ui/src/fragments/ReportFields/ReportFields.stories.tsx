import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as es from '../../i18n/es';
import {
  basicWizardValues,
  caseWizardValues,
  reportCases,
} from '../CreateReportWizard/CreateReportWizard.fixtures';
import {
  ReportCaseSelect,
  ReportClientField,
  ReportDescriptionField,
  ReportTitleField,
  type ReportFieldValues,
} from './ReportFields';

const labels = es.reportForms.wizard;

type FieldsProps = {
  initial: ReportFieldValues;
  errors?: Partial<Record<string, string>>;
  submitting?: boolean;
  onCaseChange: (caseId: string | null) => void;
};

/** The four shared fields stacked as the wizard's step 2 shows them, with their values held here. */
function Fields({ initial, errors = {}, submitting = false, onCaseChange }: FieldsProps) {
  const [values, setValues] = useState(initial);
  const set = (key: keyof ReportFieldValues) => (next: string) => setValues({ ...values, [key]: next });
  const common = { values, errors, submitting };
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '36rem' }}>
      <ReportTitleField {...common} label={labels.reportTitle} onValueChange={set('title')} />
      <ReportDescriptionField {...common} label={labels.description} onValueChange={set('description')} />
      <ReportCaseSelect
        values={values}
        submitting={submitting}
        cases={reportCases}
        loading={false}
        labels={labels}
        onCaseChange={(caseId) => {
          onCaseChange(caseId);
          const chosen = reportCases.find((item) => item.id === caseId);
          setValues({ ...values, caseId: caseId ?? '', clientName: chosen?.clientName ?? values.clientName });
        }}
      />
      <ReportClientField
        {...common}
        label={labels.clientName}
        lockedNote={labels.clientLocked}
        required
        onValueChange={set('clientName')}
      />
    </div>
  );
}

/**
 * The report fields the wizard (step 2) and the 'Editar Informe' dialog share: title, description, the
 * case picker ('Sin caso' once a case is chosen) and the client, locked while a case names it.
 */
const meta = {
  title: 'Fragments/Informes/ReportFields',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-reportfields',
  component: Fields,
  args: { initial: basicWizardValues, onCaseChange: fn() },
  tags: ['skip-visual'],
} satisfies Meta<typeof Fields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four fields, no case chosen: the client is editable. Not shot: the wizard's and dialog's shots show these fields. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Título/ })).toHaveValue(basicWizardValues.title);
    await expect(canvas.getByRole('combobox', { name: labels.case })).toHaveTextContent(
      labels.casePlaceholder,
    );
    const client = canvas.getByRole('textbox', { name: new RegExp(labels.clientName) });
    await expect(client).not.toHaveAttribute('readonly');
  },
};

/** A case chosen: the client comes from it, locked, with the reason. */
export const CaseChosen: Story = {
  args: { initial: caseWizardValues },
  play: async ({ canvas }) => {
    const client = canvas.getByRole('textbox', { name: new RegExp(labels.clientName) });
    await expect(client).toHaveValue(caseWizardValues.clientName);
    await expect(client).toHaveAttribute('readonly');
    await expect(client).toHaveAccessibleDescription(labels.clientLocked);
  },
};

/** Choosing a case reports it, fills and locks the client (the end state is the 'CaseChosen' showcase). */
export const ChoosingCaseLocksClient: Story = {
  tags: ['test-only'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: labels.case }));
    const first = reportCases[0]!;
    const option = await within(document.body).findByRole('option', { name: new RegExp(first.title) });
    await userEvent.click(option);
    await expect(args.onCaseChange).toHaveBeenCalledWith(first.id);
    const client = canvas.getByRole('textbox', { name: new RegExp(labels.clientName) });
    await expect(client).toHaveAttribute('readonly');
  },
};

/** While the form is sent every field is read-only and the picker disabled. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Título/ })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('combobox', { name: labels.case })).toBeDisabled();
  },
};
