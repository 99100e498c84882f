import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { civilClaimErrors } from '../TemplateFields/TemplateFields.fixtures';
import {
  CreateReportWizard,
  type CreateReportWizardProps,
  type CreateReportWizardValues,
  type WizardStepNumber,
} from './CreateReportWizard';
import {
  basicWizardValues,
  caseWizardValues,
  emptyWizardValues,
  fullWizardValues,
  longWizardValues,
  reportCases,
  reportTemplates,
  wizardAnalysis,
} from './CreateReportWizard.fixtures';

/**
 * Holds step, values and the copied flag as the app does (without validation: the app runs the domain's
 * validateWizardStep and passes `errors`), and still reports every callback to the args. A change of
 * the `step`, `values` or `analysisCopied` Controls resets the held state, so the canvas always shows
 * what Controls say.
 */
function Interactive(args: CreateReportWizardProps) {
  const [step, setStep] = useState<WizardStepNumber>(args.step);
  const [values, setValues] = useState<CreateReportWizardValues>(args.values);
  const [copied, setCopied] = useState(args.analysisCopied ?? false);
  const [fromArgs, setFromArgs] = useState(args);
  if (
    fromArgs.step !== args.step ||
    fromArgs.values !== args.values ||
    fromArgs.analysisCopied !== args.analysisCopied
  ) {
    setFromArgs(args);
    setStep(args.step);
    setValues(args.values);
    setCopied(args.analysisCopied ?? false);
  }
  return (
    <CreateReportWizard
      {...args}
      step={step}
      values={values}
      analysisCopied={copied}
      onValuesChange={(next) => {
        args.onValuesChange(next);
        setValues(next);
      }}
      onNext={() => {
        args.onNext();
        setStep((current) => Math.min(current + 1, 4) as WizardStepNumber);
      }}
      onBack={() => {
        args.onBack();
        setStep((current) => Math.max(current - 1, 1) as WizardStepNumber);
      }}
      onStepChange={(next) => {
        args.onStepChange?.(next);
        setStep(next);
      }}
      onCaseChange={(caseId) => {
        args.onCaseChange(caseId);
        const chosen = reportCases.find((item) => item.id === caseId);
        setValues((current) =>
          chosen
            ? {
                ...current,
                caseId: chosen.id,
                clientName: chosen.clientName,
                description: current.description || `Informe relacionado con: ${chosen.title}`,
              }
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
  // The modal sets `pointer-events: none` on the body: rest the pointer on the (static) dialog title.
  const title = screen.queryByRole('heading', { level: 2 });
  if (title) await userEvent.hover(title);
  (document.activeElement as HTMLElement | null)?.blur();
}

const meta = {
  title: 'Fragments/Informes/CreateReportWizard',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-createreportwizard',
  component: CreateReportWizard,
  render: (args) => <Interactive {...args} />,
  args: {
    open: true,
    step: 1,
    values: emptyWizardValues,
    errors: {},
    templates: reportTemplates,
    templatesLoading: false,
    cases: reportCases,
    casesLoading: false,
    analysisState: 'available',
    analysis: wizardAnalysis,
    analysisCopied: false,
    submitting: false,
    onOpenChange: fn(),
    onStepChange: fn(),
    onNext: fn(),
    onBack: fn(),
    onSubmit: fn(),
    onValuesChange: fn(),
    onCaseChange: fn(),
    onCopyAnalysis: fn(),
  },
  argTypes: { step: { control: 'inline-radio', options: [1, 2, 3, 4] } },
  parameters: {
    viewport: { options: storyViewports },
    // Open modals would cover the docs page: each docs example gets its own iframe.
    docs: { story: { inline: false, iframeHeight: 900 } },
  },
} satisfies Meta<typeof CreateReportWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the template grid, each card with its category and field count; 'Anterior' disabled. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    await expect(dialog).toHaveAccessibleDescription('Paso 1 de 4');
    await expect(within(dialog).getByRole('progressbar', { name: 'Paso 1 de 4' })).toBeInTheDocument();
    await expect(
      within(dialog).getByRole('heading', { name: 'Selecciona el tipo de documento' }),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    const civil = within(dialog).getByRole('button', { name: /Demanda civil/ });
    await expect(civil).toHaveTextContent('5 campos');
    await expect(civil).toHaveAttribute('data-category', 'civil');
    await expect(civil).toHaveAttribute('aria-pressed', 'false');
    await settle();
  },
};

// skip-visual: the end state (step 2, fields blank) is the 'BasicInfo' showcase.
/** Choosing a card reports the template and marks it; 'Siguiente' moves on to step 2. */
export const ChoosingTemplateMovesOn: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    const civil = within(dialog).getByRole('button', { name: /Demanda civil/ });
    await userEvent.click(civil);
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ templateId: 'demanda-civil' }),
    );
    await expect(civil).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await expect(dialog).toHaveAccessibleDescription('Paso 2 de 4');
    await settle();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** Step 1 without a choice after 'Siguiente': 'Selecciona una plantilla'. */
export const TemplateError: Story = {
  args: { errors: { templateId: 'Selecciona una plantilla' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Selecciona una plantilla');
    await expect(within(dialog).getByRole('list', { name: 'Plantillas' })).toHaveAccessibleDescription(
      'Selecciona una plantilla',
    );
    await settle();
  },
};

/** Templates are loading. */
export const Loading: Story = {
  args: { templates: [], templatesLoading: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    await expect(dialog).toHaveTextContent('Cargando plantillas...');
    await settle();
  },
};

/** No templates could be loaded. */
export const Empty: Story = {
  args: { templates: [] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    await expect(dialog).toHaveTextContent('No hay plantillas disponibles.');
    await settle();
  },
};

/** Step 2: the basic data, no case chosen yet (no analysis). */
export const BasicInfo: Story = {
  args: { step: 2, values: { ...basicWizardValues, title: '' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    await expect(dialog).toHaveAccessibleDescription('Paso 2 de 4');
    const title = within(dialog).getByRole('textbox', { name: /Título del informe/ });
    await expect(title).toHaveAttribute('aria-required', 'true');
    await expect(title).toHaveValue('');
    await expect(
      within(dialog).getByRole('combobox', { name: 'Caso asociado (opcional)' }),
    ).toHaveTextContent('Seleccionar caso existente o crear sin caso');
    await expect(within(dialog).queryByRole('region', { name: 'Análisis del caso' })).toBeNull();
    await settle();
  },
};

// skip-visual: the end state (step 1) is the 'Default' showcase.
/** Typing the title reports the values; 'Anterior' goes back to step 1. */
export const TypingTitleAndGoingBack: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { step: 2, values: { ...basicWizardValues, title: '' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    const title = within(dialog).getByRole('textbox', { name: /Título del informe/ });
    await userEvent.type(title, 'Demanda');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Demanda' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anterior' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(dialog).toHaveAccessibleDescription('Paso 1 de 4');
    await settle();
  },
};

/** Step 2 with the required fields blank. */
export const BasicInfoError: Story = {
  args: {
    step: 2,
    values: { ...basicWizardValues, title: '' },
    errors: { title: 'El título es obligatorio', clientName: 'El nombre del cliente es obligatorio' },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    const title = within(dialog).getByRole('textbox', { name: /Título del informe/ });
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(/El título es obligatorio/);
    await expect(
      within(dialog).getByRole('textbox', { name: /Nombre del cliente/ }),
    ).toHaveAccessibleDescription(/El nombre del cliente es obligatorio/);
    await settle();
  },
};

/** Cases are loading: 'Cargando casos...'. */
export const CasesLoading: Story = {
  args: { step: 2, values: basicWizardValues, cases: [], casesLoading: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    const select = within(dialog).getByRole('combobox', { name: 'Caso asociado (opcional)' });
    await expect(select).toHaveTextContent('Cargando casos...');
    await expect(select).toBeDisabled();
    await settle();
  },
};

/** A case chosen: the client filled from it and locked, the case's details and its analysis. */
export const CaseChosen: Story = {
  args: { step: 2, values: caseWizardValues },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    await expect(
      within(dialog).getByRole('combobox', { name: 'Caso asociado (opcional)' }),
    ).toHaveTextContent('Herencia de D. Antonio Ruiz Gómez - María Ruiz Ortega');
    const client = within(dialog).getByRole('textbox', { name: /Nombre del cliente/ });
    await expect(client).toHaveValue('María Ruiz Ortega');
    await expect(client).toHaveAttribute('readonly');
    await expect(client).toHaveAccessibleDescription('Cliente auto-completado desde el caso seleccionado');
    await expect(within(dialog).getByRole('region', { name: 'Caso seleccionado' })).toHaveTextContent(
      'En curso',
    );
    const analysis = within(dialog).getByRole('region', { name: 'Análisis del caso' });
    await expect(within(analysis).getByRole('button', { name: 'Copiar todo' })).toBeInTheDocument();
    await settle();
  },
};

// skip-visual: the end state (the case chosen, its analysis copied) is the 'AnalysisCopied' showcase.
/** Choosing a case fills and locks the client, shows the case and its analysis; 'Copiar todo' copies. */
export const ChoosingCaseFillsClient: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { step: 2, values: basicWizardValues },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Caso asociado (opcional)' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Herencia de D. Antonio Ruiz Gómez - María Ruiz Ortega' }),
    );
    await expect(args.onCaseChange).toHaveBeenLastCalledWith('c-herencia');
    const client = within(dialog).getByRole('textbox', { name: /Nombre del cliente/ });
    await expect(client).toHaveValue('María Ruiz Ortega');
    await expect(client).toHaveAttribute('readonly');
    await expect(client).toHaveAccessibleDescription('Cliente auto-completado desde el caso seleccionado');
    await expect(within(dialog).getByRole('region', { name: 'Caso seleccionado' })).toHaveTextContent(
      'En curso',
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Descripción (opcional)' })).toHaveValue(
      'Informe relacionado con: Herencia de D. Antonio Ruiz Gómez',
    );
    const analysis = within(dialog).getByRole('region', { name: 'Análisis del caso' });
    await userEvent.click(within(analysis).getByRole('button', { name: 'Copiar todo' }));
    await expect(args.onCopyAnalysis).toHaveBeenCalledTimes(1);
    await expect(within(analysis).getByRole('button', { name: '✓ Copiado' })).toBeVisible();
    await settle();
  },
};

/** Back to "no case": the client unlocks. A test: the 'BasicInfo' showcase shows step 2 without a case. */
export const CaseCleared: Story = {
  tags: ['test-only'],
  args: { step: 2, values: caseWizardValues },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Caso asociado (opcional)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sin caso asociado' }));
    await expect(args.onCaseChange).toHaveBeenLastCalledWith(null);
    await expect(within(dialog).getByRole('textbox', { name: /Nombre del cliente/ })).not.toHaveAttribute(
      'readonly',
    );
    await expect(within(dialog).queryByRole('region', { name: 'Análisis del caso' })).toBeNull();
    await settle();
  },
};

/** The chosen case's analysis was just copied. */
export const AnalysisCopied: Story = {
  args: { step: 2, values: caseWizardValues, analysisCopied: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    // `waitFor`: the dialog may still be fading in (opacity).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '✓ Copiado' })).toBeVisible());
    await settle();
  },
};

/** The chosen case's analysis is loading. */
export const AnalysisLoading: Story = {
  args: { step: 2, values: caseWizardValues, analysisState: 'loading', analysis: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    await expect(within(dialog).getByRole('region', { name: 'Análisis del caso' })).toHaveTextContent(
      'Cargando análisis del caso...',
    );
    await settle();
  },
};

/** The chosen case has no analysis. */
export const AnalysisNone: Story = {
  args: { step: 2, values: caseWizardValues, analysisState: 'none', analysis: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    await expect(within(dialog).getByRole('region', { name: 'Análisis del caso' })).toHaveTextContent(
      'No hay análisis disponible para este caso.',
    );
    await settle();
  },
};

/** Step 3: the template's fields; the earlier steps are marked done in the progress list. */
export const Content: Story = {
  args: { step: 3, values: caseWizardValues },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    await expect(dialog).toHaveAccessibleDescription('Paso 3 de 4');
    await expect(
      within(dialog).getByRole('heading', { name: 'Contenido del documento' }),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('textbox', { name: /Juzgado/ })).toHaveValue('');
    const progress = within(dialog).getByRole('list', { name: 'Progreso' });
    await expect(
      within(progress).getByRole('button', { name: /Información básica del informe/ }),
    ).toBeInTheDocument();
    await settle();
  },
};

// skip-visual: the end state (step 2 with the case chosen) is the 'CaseChosen' showcase.
/** Typing a field reports the content; a done step in the progress list goes back to it. */
export const TypingFieldAndSteppingBack: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { step: 3, values: caseWizardValues },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Juzgado/ }), 'Juzgado n.º 2');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ content: { juzgado: 'Juzgado n.º 2' } }),
    );
    const progress = within(dialog).getByRole('list', { name: 'Progreso' });
    await userEvent.click(within(progress).getByRole('button', { name: /Información básica del informe/ }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith(2);
    await expect(dialog).toHaveAccessibleDescription('Paso 2 de 4');
    await settle();
  },
};

/** Step 3 with the required fields blank. */
export const ContentError: Story = {
  args: { step: 3, values: caseWizardValues, errors: civilClaimErrors },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    await expect(within(dialog).getByRole('textbox', { name: /Hechos/ })).toHaveAccessibleDescription(
      /Hechos es obligatorio/,
    );
    await settle();
  },
};

/** Step 4: summary, options, estimated times and 'Crear Informe'. */
export const Review: Story = {
  args: { step: 4, values: fullWizardValues },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    const summary = within(dialog).getByRole('region', { name: 'Resumen' });
    await expect(summary).toHaveTextContent('Demanda civil');
    await expect(summary).toHaveTextContent('María Ruiz Ortega');
    // The chosen case by its title, never its id.
    await expect(summary).toHaveTextContent('Herencia de D. Antonio Ruiz Gómez');
    await expect(summary).not.toHaveTextContent('c-herencia');
    const enhance = within(dialog).getByRole('checkbox', { name: 'Mejorar con Alegato IA' });
    await expect(enhance).toBeChecked();
    await expect(enhance).toHaveAccessibleDescription(/calidad jurídica/);
    await expect(
      within(dialog).getByRole('checkbox', { name: 'Generar PDF automáticamente' }),
    ).not.toBeChecked();
    const times = within(dialog).getByRole('region', { name: 'Tiempo estimado' });
    await expect(times).toHaveTextContent('Sin IA: instantáneo');
    await expect(times).toHaveTextContent('Con IA: 1-2 minutos');
    await expect(times).toHaveTextContent('Generación de PDF: 30 segundos adicionales');
    await expect(within(dialog).getByRole('button', { name: 'Crear Informe' })).toBeEnabled();
    await settle();
  },
};

/** Step 4 with 'Generar PDF automáticamente' on as well. */
export const ReviewWithPdf: Story = {
  args: { step: 4, values: { ...fullWizardValues, generatePdf: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    await expect(within(dialog).getByRole('checkbox', { name: 'Generar PDF automáticamente' })).toBeChecked();
    await settle();
  },
};

// skip-visual: the end state (step 4 with the PDF on) is the 'ReviewWithPdf' showcase.
/** Turning on the PDF reports the values; 'Crear Informe' submits them (not 'Siguiente'). */
export const TurningOnPdfAndSubmitting: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { step: 4, values: fullWizardValues },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Generar PDF automáticamente' }));
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ generatePdf: true }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear Informe' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ templateId: 'demanda-civil', enhanceWithAi: true, generatePdf: true }),
    );
    await expect(args.onNext).not.toHaveBeenCalled();
    await settle();
  },
};

/** Creating: 'Creando...', buttons disabled. */
export const Submitting: Story = {
  args: { step: 4, values: fullWizardValues, submitting: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    await expect(within(dialog).getByRole('button', { name: 'Creando...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await settle();
  },
};

// skip-visual: the end state is the 'Submitting' showcase (Escape changes nothing).
/** While creating, Escape does not close the dialog. */
export const EscapeWhileSubmittingKeepsOpen: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { step: 4, values: fullWizardValues, submitting: true },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    await settle();
  },
};

/** A creation failure shown above the buttons. */
export const Error: Story = {
  args: { step: 4, values: fullWizardValues, errors: { form: 'Error al crear el informe' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Error al crear el informe'),
    );
    await settle();
  },
};

/** Long values wrap inside the dialog. */
export const LongContent: Story = {
  args: { step: 4, values: longWizardValues },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await settle();
  },
};

/** Phone: one template per row, step numbers only. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await settle();
  },
};
