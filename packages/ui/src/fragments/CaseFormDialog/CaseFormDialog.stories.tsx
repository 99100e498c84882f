import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import {
  CaseFormDialog,
  emptyCaseFormValues,
  type CaseFormDialogProps,
  type CaseFormValues,
} from './CaseFormDialog';
import { filledCaseForm, formErrors, longCaseForm } from './CaseFormDialog.fixtures';

/**
 * Holds the values (the fragment is controlled only) and still reports to the args. `open` stays as the
 * args say, so a story that presses 'Cancelar' still shows the dialog in its screenshot.
 */
function Interactive(args: CaseFormDialogProps) {
  const [values, setValues] = useState<CaseFormValues>(args.values);
  return (
    <CaseFormDialog
      {...args}
      values={values}
      onValuesChange={(next) => {
        args.onValuesChange(next);
        setValues(next);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Casos/CaseFormDialog',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-caseformdialog',
  component: CaseFormDialog,
  render: (args) => <Interactive {...args} />,
  args: {
    open: true,
    mode: 'create',
    values: emptyCaseFormValues,
    onOpenChange: fn(),
    onValuesChange: fn(),
    onSubmit: fn(),
    submitting: false,
    errors: {},
  },
  parameters: {
    viewport: { options: storyViewports },
    // Open modals would cover the docs page: each docs example gets its own iframe.
    docs: { story: { inline: false, iframeHeight: 900 } },
  },
} satisfies Meta<typeof CaseFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Nuevo caso': the title has focus and is required. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo caso' });
    const title = within(dialog).getByRole('textbox', { name: /Título del caso/ });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveAttribute('aria-required', 'true');
    // `waitFor`: the dialog may still be fading in (opacity).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Crear caso' })).toBeVisible());
  },
};

/** Test: typing, choosing and 'Crear caso' submit the values; the tags field previews its chips. */
export const TypingSubmitsValues: Story = {
  tags: ['test-only'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo caso' });
    const title = within(dialog).getByRole('textbox', { name: /Título del caso/ });
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.type(title, 'Divorcio de mutuo acuerdo');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nombre del cliente' }), 'Ana Gil');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Etiquetas/ }), 'familia, civil');
    await expect(within(dialog).getByRole('list', { name: 'Etiquetas' })).toHaveTextContent('familiacivil');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Prioridad' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Urgente' }));
    const due = within(dialog).getByLabelText('Fecha de vencimiento');
    await userEvent.type(due, '2026-09-30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear caso' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Divorcio de mutuo acuerdo',
        clientName: 'Ana Gil',
        priority: 'urgent',
        status: 'pending',
        tags: 'familia, civil',
        dueDate: '2026-09-30',
      }),
    );
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** 'Editar caso' with every field filled. */
export const Edit: Story = {
  args: { mode: 'edit', values: filledCaseForm },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar caso' });
    await expect(within(dialog).getByRole('textbox', { name: 'Juzgado / tribunal' })).toHaveValue(
      filledCaseForm.court,
    );
    await expect(within(dialog).getByLabelText('Fecha de vencimiento')).toHaveValue('2026-12-12');
    // `waitFor`: the dialog may still be fading in (opacity).
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Guardar cambios' })).toBeVisible(),
    );
  },
};

/** Test: 'Guardar cambios' submits the values as they are; 'Cancelar' asks to close. */
// skip-visual: the end state is the 'Edit' showcase ('open' stays as the args say).
export const EditSubmitAndCancel: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { mode: 'edit', values: filledCaseForm },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar caso' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(filledCaseForm);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Blank form as it opens. */
export const Empty: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo caso' });
    await expect(within(dialog).getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Pendiente');
    await expect(within(dialog).getByRole('combobox', { name: 'Prioridad' })).toHaveTextContent('Media');
  },
};

/** The request runs: 'Guardando…' on the submit button. */
export const Loading: Story = {
  args: { mode: 'edit', values: filledCaseForm, submitting: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar caso' });
    const submit = within(dialog).getByRole('button', { name: 'Guardando…' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Test: while saving, no second submit, and Escape does not close. */
// skip-visual: the end state is the 'Loading' showcase.
export const LoadingIgnoresSubmitAndEscape: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { mode: 'edit', values: filledCaseForm, submitting: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar caso' });
    const submit = within(dialog).getByRole('button', { name: 'Guardando…' });
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // Still open; `waitFor`: it may still be fading in (opacity) when the play function gets here.
    await expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
  },
};

/** Field error on the title and a form-level failure. */
export const Error: Story = {
  args: { errors: formErrors },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo caso' });
    const title = within(dialog).getByRole('textbox', { name: /Título del caso/ });
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(/El título es obligatorio/);
    // `waitFor`: the dialog may still be fading in (opacity).
    await waitFor(() => expect(within(dialog).getByText('Error al crear el caso.')).toBeVisible());
  },
};

/** Long values and many tags wrap inside the dialog. */
export const LongContent: Story = {
  args: { mode: 'edit', values: longCaseForm },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar caso' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** Phone: fields stack and the dialog fits the width. */
export const Narrow: Story = {
  args: { mode: 'edit', values: filledCaseForm },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar caso' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
