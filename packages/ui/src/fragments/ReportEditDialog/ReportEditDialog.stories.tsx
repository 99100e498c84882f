import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import {
  reportCases,
  reportTemplates,
  wizardAnalysis,
} from '../CreateReportWizard/CreateReportWizard.fixtures';
import { ReportEditDialog, type ReportEditDialogProps, type ReportEditValues } from './ReportEditDialog';
import { blankEditValues, editErrors, editValues, editValuesWithCase } from './ReportEditDialog.fixtures';

/**
 * Holds the values as the app does (template → default content, case → client) and reports to the args.
 * A change of the `values` or `analysisCopied` Controls resets the held state.
 */
function Interactive(args: ReportEditDialogProps) {
  const [values, setValues] = useState<ReportEditValues>(args.values);
  const [copied, setCopied] = useState(args.analysisCopied ?? false);
  const [fromArgs, setFromArgs] = useState(args);
  if (fromArgs.values !== args.values || fromArgs.analysisCopied !== args.analysisCopied) {
    setFromArgs(args);
    setValues(args.values);
    setCopied(args.analysisCopied ?? false);
  }
  return (
    <ReportEditDialog
      {...args}
      values={values}
      analysisCopied={copied}
      onValuesChange={(next) => {
        args.onValuesChange(next);
        setValues(next);
      }}
      onTemplateChange={(templateId) => {
        args.onTemplateChange?.(templateId);
        setValues((current) => ({ ...current, templateId, content: {} }));
      }}
      onCaseChange={(caseId) => {
        args.onCaseChange(caseId);
        const chosen = reportCases.find((item) => item.id === caseId);
        setValues((current) =>
          chosen
            ? { ...current, caseId: chosen.id, clientName: chosen.clientName }
            : { ...current, caseId: '' },
        );
      }}
      onCopyAnalysis={() => {
        args.onCopyAnalysis?.();
        setCopied(true);
      }}
    />
  );
}

/**
 * Leaves no hover and no focus, so screenshots do not depend on the pointer: it takes away the focus the
 * dialog gives its first control as it opens and rests the pointer on the static title. Showcases call
 * it too: it changes no state a designer sees, it only undoes the opening focus.
 */
async function settle() {
  const title = screen.queryByRole('heading', { level: 2 });
  if (title) await userEvent.hover(title);
  (document.activeElement as HTMLElement | null)?.blur();
}

const meta = {
  title: 'Fragments/Informes/ReportEditDialog',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-reporteditdialog',
  component: ReportEditDialog,
  render: (args) => <Interactive {...args} />,
  args: {
    open: true,
    mode: 'edit',
    values: editValues,
    errors: {},
    templates: reportTemplates,
    templatesFailed: false,
    cases: reportCases,
    casesLoading: false,
    analysisState: 'available',
    analysis: wizardAnalysis,
    analysisCopied: false,
    submitting: false,
    onOpenChange: fn(),
    onValuesChange: fn(),
    onTemplateChange: fn(),
    onCaseChange: fn(),
    onSubmit: fn(),
    onCopyAnalysis: fn(),
  },
  argTypes: { mode: { control: 'inline-radio', options: ['edit', 'create'] } },
  parameters: {
    viewport: { options: storyViewports },
    // Open modals would cover the docs page: each docs example gets its own iframe.
    docs: { story: { inline: false, iframeHeight: 900 } },
  },
} satisfies Meta<typeof ReportEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Editar Informe' with the report's values and its document type's fields. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar Informe' });
    await expect(dialog).toHaveAccessibleDescription('Los campos marcados con * son obligatorios');
    await expect(within(dialog).getByRole('combobox', { name: /Tipo de documento/ })).toHaveTextContent(
      'Demanda civil',
    );
    const data = within(dialog).getByRole('region', { name: 'Datos del documento' });
    await expect(within(data).getByRole('textbox', { name: /Juzgado/ })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Actualizar Informe' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    await settle();
  },
};

// skip-visual: the end state is the 'Default' showcase with another court in 'Juzgado'.
/** Editing a field reports the values; 'Actualizar Informe' submits them; 'Cancelar' asks to close. */
export const EditingAndSubmitting: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar Informe' });
    const data = within(dialog).getByRole('region', { name: 'Datos del documento' });
    const court = within(data).getByRole('textbox', { name: /Juzgado/ });
    await userEvent.clear(court);
    await userEvent.type(court, 'Juzgado n.º 9');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ content: expect.objectContaining({ juzgado: 'Juzgado n.º 9' }) }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Actualizar Informe' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: editValues.title }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await settle();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** No existing report ('Nuevo Informe'), a document type chosen: its fields and 'Crear Informe'. */
export const Create: Story = {
  args: { mode: 'create', values: { ...blankEditValues, templateId: 'demanda-laboral' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Informe' });
    await expect(within(dialog).getByRole('combobox', { name: /Tipo de documento/ })).toHaveTextContent(
      'Demanda laboral',
    );
    await expect(within(dialog).getByRole('textbox', { name: /Empresa demandada/ })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Crear Informe' })).toBeInTheDocument();
    await settle();
  },
};

// skip-visual: the end state is the 'Create' showcase.
/** Without a document type the fields are asked for; choosing one reports it and shows its fields. */
export const ChoosingTypeShowsFields: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { mode: 'create', values: blankEditValues },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Informe' });
    await expect(dialog).toHaveTextContent('Elige un tipo de documento para ver sus campos.');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Tipo de documento/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Demanda laboral' }));
    await expect(args.onTemplateChange).toHaveBeenLastCalledWith('demanda-laboral');
    await expect(within(dialog).getByRole('textbox', { name: /Empresa demandada/ })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Crear Informe' })).toBeInTheDocument();
    await settle();
  },
};

/** Blank form as it opens for a new report. */
export const Empty: Story = {
  args: { mode: 'create', values: blankEditValues },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Informe' });
    await expect(within(dialog).getByRole('textbox', { name: /Título del informe/ })).toHaveValue('');
    await settle();
  },
};

/** Templates not loaded yet: 'Cargando tipos de documento...'. */
export const Loading: Story = {
  args: { templates: [] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar Informe' });
    const select = within(dialog).getByRole('combobox', { name: /Tipo de documento/ });
    await expect(select).toHaveTextContent('Cargando tipos de documento...');
    await expect(select).toBeDisabled();
    await settle();
  },
};

/** Templates could not be loaded: the refresh warning. */
export const TemplatesFailed: Story = {
  args: { templates: [], templatesFailed: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar Informe' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/Actualiza la página/);
    await settle();
  },
};

/** With a case: the analysis panel and the client locked. */
export const WithCase: Story = {
  args: { values: editValuesWithCase },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar Informe' });
    const client = within(dialog).getByRole('textbox', { name: 'Cliente' });
    await expect(client).toHaveAttribute('readonly');
    const analysis = within(dialog).getByRole('region', { name: 'Análisis del caso' });
    await expect(within(analysis).getByRole('button', { name: 'Copiar todo' })).toBeInTheDocument();
    await settle();
  },
};

/** With a case whose analysis was just copied ('✓ Copiado'). */
export const AnalysisCopied: Story = {
  args: { values: editValuesWithCase, analysisCopied: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar Informe' });
    const analysis = within(dialog).getByRole('region', { name: 'Análisis del caso' });
    // `waitFor`: the dialog may still be fading in (opacity).
    await waitFor(() => expect(within(analysis).getByRole('button', { name: '✓ Copiado' })).toBeVisible());
    await settle();
  },
};

// skip-visual: the end state (no case, the client unlocked) is the 'Default' showcase's layout.
/** 'Copiar todo' copies the analysis; back to no case, the client unlocks. */
export const CopyingAndClearingCase: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { values: editValuesWithCase },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar Informe' });
    const analysis = within(dialog).getByRole('region', { name: 'Análisis del caso' });
    await userEvent.click(within(analysis).getByRole('button', { name: 'Copiar todo' }));
    await expect(args.onCopyAnalysis).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Caso asociado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sin caso asociado' }));
    await expect(args.onCaseChange).toHaveBeenLastCalledWith(null);
    await expect(within(dialog).getByRole('textbox', { name: 'Cliente' })).not.toHaveAttribute('readonly');
    await settle();
  },
};

/** Validation messages under the title and the required fields. */
export const Error: Story = {
  args: {
    values: { ...editValues, title: '', content: {} },
    errors: { ...editErrors, form: 'Error al guardar' },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar Informe' });
    const title = within(dialog).getByRole('textbox', { name: /Título del informe/ });
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(/El título es obligatorio/);
    await expect(within(dialog).getByRole('textbox', { name: /Hechos/ })).toHaveAccessibleDescription(
      /El campo Hechos es obligatorio/,
    );
    await waitFor(() => expect(within(dialog).getByText('Error al guardar')).toBeVisible());
    await settle();
  },
};

/** Saving: 'Guardando...', blocked (`aria-disabled`), 'Cancelar' disabled. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar Informe' });
    const submit = within(dialog).getByRole('button', { name: 'Guardando...' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await settle();
  },
};

// skip-visual: the end state is the 'Submitting' showcase (nothing happens while saving).
/** While saving, a second submit and Escape do nothing. */
export const NoSecondSubmitWhileSaving: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { submitting: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar Informe' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardando...' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await settle();
  },
};

/** Long values wrap inside the dialog. */
export const LongContent: Story = {
  args: {
    values: {
      ...editValuesWithCase,
      title:
        'Demanda de juicio ordinario por reclamación de cantidad derivada del incumplimiento del contrato de obra de rehabilitación integral',
      description: 'Reclamación por obra inacabada. '.repeat(12),
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar Informe' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await settle();
  },
};

/** Phone: the selects stack. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar Informe' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await settle();
  },
};
