import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { DocumentUploader, type DocumentUploaderProps } from './DocumentUploader';
import { caseOptions, longItems, refusedItems, sampleFiles, uploadItems } from './DocumentUploader.fixtures';

/** Holds the chosen case (the fragment is controlled) and still reports to the args. */
function Interactive(args: DocumentUploaderProps) {
  const [caseId, setCaseId] = useState(args.caseId ?? null);
  return (
    <DocumentUploader
      {...args}
      caseId={caseId}
      onCaseChange={(next) => {
        args.onCaseChange?.(next);
        setCaseId(next);
      }}
    />
  );
}

function fileList(files: File[]): FileList {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  return transfer.files;
}

const meta = {
  title: 'Fragments/Documentos/DocumentUploader',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-documentuploader',
  component: DocumentUploader,
  render: (args) => <Interactive {...args} />,
  args: {
    onFilesSelected: fn(),
    items: uploadItems,
    onRemove: fn(),
    caseOptions,
    caseId: null,
    onCaseChange: fn(),
    casesLoading: false,
    disabled: false,
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof DocumentUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One file per state: 'Subiendo… 45 %', 'Procesando… 60 %', 'Listo', and a refusal with its reason.
 * The drop zone is a button ('Arrastra aquí tus archivos o Seleccionar archivos') over a hidden file
 * input; each row can be removed.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const zone = canvas.getByRole('button', { name: 'Arrastra aquí tus archivos o Seleccionar archivos' });
    await expect(zone).toHaveAccessibleDescription('PDF, DOCX o TXT · máximo 10 MB');
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars).toHaveLength(2);
    await expect(canvas.getByText('Subiendo…')).toBeVisible();
    await expect(bars[0]).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByText('Procesando…')).toBeVisible();
    await expect(bars[1]).toHaveAttribute('aria-valuenow', '60');
    await expect(canvas.getByText('Listo')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('El archivo supera el tamaño máximo de 10 MB.');
    const input = canvasElement.querySelector<HTMLInputElement>('[data-slot="document-uploader-input"]')!;
    await expect(input).toHaveAttribute('accept', '.pdf,.docx,.txt');
    await expect(input).toHaveAttribute('multiple');
    await expect(canvas.getByRole('button', { name: 'Quitar notas-entrevista.txt' })).toBeVisible();
  },
};

/**
 * Test: Enter on the focused zone opens the (hidden) file input; picked files reach `onFilesSelected`;
 * a row's 'Quitar' reports its id.
 */
// skip-visual: the end state is the 'Default' showcase with a 'Quitar' button focused.
export const KeyboardPickAndRemove: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, canvasElement, args }) => {
    const zone = canvas.getByRole('button', { name: 'Arrastra aquí tus archivos o Seleccionar archivos' });
    const input = canvasElement.querySelector<HTMLInputElement>('[data-slot="document-uploader-input"]')!;
    let opened = 0;
    input.addEventListener('click', (event) => {
      opened += 1;
      event.preventDefault(); // no native dialog in the test browser
    });
    zone.focus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toBe(1);

    input.files = fileList(sampleFiles());
    fireEvent.change(input);
    await expect(args.onFilesSelected).toHaveBeenCalledTimes(1);
    const picked = (args.onFilesSelected as ReturnType<typeof fn>).mock.calls[0]![0] as File[];
    await expect(picked.map((file) => file.name)).toEqual(['contrato.pdf', 'notas.txt']);

    await userEvent.click(canvas.getByRole('button', { name: 'Quitar notas-entrevista.txt' }));
    await expect(args.onRemove).toHaveBeenCalledWith('u3');
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** Nothing chosen yet: the zone and the case select only. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('PDF, DOCX o TXT · máximo 10 MB')).toBeVisible();
  },
};

/** Test: files dropped on the zone reach `onFilesSelected`; while they hover, the zone says so. */
export const DropFiles: Story = {
  tags: ['test-only'],
  args: { items: [] },
  play: async ({ canvas, args }) => {
    const zone = canvas.getByRole('button', { name: /Seleccionar archivos/ });
    const transfer = new DataTransfer();
    for (const file of sampleFiles()) transfer.items.add(file);
    // Chromium builds drag events with a real DataTransfer (Testing Library's fireEvent would empty it).
    const drag = (type: string) =>
      zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
    drag('dragenter');
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'dragging'));
    await expect(canvas.getByText('Suelta los archivos para subirlos')).toBeVisible();
    drag('drop');
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'idle'));
    await expect(args.onFilesSelected).toHaveBeenCalledTimes(1);
  },
};

/**
 * Test: files dragged over the zone, not dropped yet: 'Suelta los archivos para subirlos'. Shot: the
 * dragging look is internal state and cannot be rendered from args.
 */
export const DraggingOver: Story = {
  tags: ['test-only'],
  args: { items: [] },
  play: async ({ canvas }) => {
    const zone = canvas.getByRole('button', { name: /Seleccionar archivos/ });
    const transfer = new DataTransfer();
    for (const file of sampleFiles()) transfer.items.add(file);
    zone.dispatchEvent(
      new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer: transfer }),
    );
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'dragging'));
    await expect(canvas.getByText('Suelta los archivos para subirlos')).toBeVisible();
  },
};

/** Test: choosing a case reports its id; 'Sin caso' reports null. */
export const ChooseCase: Story = {
  tags: ['test-only'],
  args: { items: [] },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Caso' });
    await expect(select).toHaveTextContent('Sin caso');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Herencia de la familia Ortega' }));
    await expect(args.onCaseChange).toHaveBeenLastCalledWith(caseOptions[0]!.value);
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Sin caso' }));
    await expect(args.onCaseChange).toHaveBeenLastCalledWith(null);
  },
};

/** A case is chosen: the uploads will belong to it. */
export const CaseChosen: Story = {
  args: { items: [], caseId: caseOptions[0]!.value },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Caso' })).toHaveTextContent(
      'Herencia de la familia Ortega',
    );
  },
};

/** Without `caseOptions` (e.g. inside a case) there is no select. */
export const WithoutCaseSelect: Story = {
  args: { caseOptions: undefined, items: uploadItems.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** The cases are still loading: the select is busy. */
export const Loading: Story = {
  args: { items: [], casesLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Caso' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Refused files: wrong format, too large, and the server's own message; each is announced. */
export const Error: Story = {
  args: { items: refusedItems },
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((a) => a.textContent)).toEqual([
      'Formato no admitido. Solo se aceptan archivos PDF, DOCX o TXT.',
      'El archivo supera el tamaño máximo de 10 MB.',
      'El documento DOCX contiene macros y no se puede procesar.',
    ]);
  },
};

/** Test: a refused file's 'Quitar' reports its id. */
// skip-visual: the end state is the 'Error' showcase with a 'Quitar' button focused.
export const ErrorRemoveReports: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { items: refusedItems },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar hoja-de-calculo.xlsx' }));
    await expect(args.onRemove).toHaveBeenCalledWith('e1');
  },
};

/** Disabled: the zone cannot be used and nothing is reported. */
export const Disabled: Story = {
  args: { items: [], disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Seleccionar archivos/ })).toBeDisabled();
  },
};

/** Long names and messages wrap inside the rows. */
export const LongContent: Story = {
  args: { items: longItems },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="document-uploader"]')!;
    await waitFor(() => expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth));
    await expect(within(root).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Phone. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
