import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import {
  LegalEditor,
  legalEditorSaveStatuses,
  type LegalEditorProps,
  type LegalEditorSaveStatus,
} from './LegalEditor';
import { htmlBody, parseHtml, serializeDoc } from './html';
import {
  contractHtml,
  demandaHtml,
  fullDocumentHtml,
  longHtml,
  unsafeHtml,
  videoHtml,
} from './LegalEditor.fixtures';
import { videoEmbedUrl } from './urls';
import { legalColors, legalHighlights } from './schema';

/** Holds the HTML (the editor is controlled only) and still reports to the args. */
function Interactive(args: LegalEditorProps) {
  const [value, setValue] = useState(args.value);
  return (
    <LegalEditor
      {...args}
      value={value}
      onChange={(html) => {
        args.onChange(html);
        setValue(html);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Informes/LegalEditor',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-legaleditor',
  component: LegalEditor,
  render: (args) => <Interactive {...args} />,
  args: {
    value: demandaHtml,
    onChange: fn(),
    onSaveNow: fn(),
    saveStatus: 'saved',
    hasUnsavedChanges: false,
  },
  argTypes: {
    saveStatus: { control: 'inline-radio', options: legalEditorSaveStatuses },
  },
  parameters: { viewport: { options: storyViewports }, layout: 'padded' },
} satisfies Meta<typeof LegalEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type OnChange = ReturnType<typeof fn>;

const editorOf = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Contenido del documento legal' });
const lastHtml = (onChange: unknown) => (onChange as OnChange).mock.lastCall?.[0] as string | undefined;
const selectAll = () => userEvent.keyboard('{Control>}a{/Control}');
const tool = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('toolbar', { name: 'Formato del documento' })).getByRole('button', { name });

/**
 * Types like an input method commit: Chromium's own editing inserts the text at the caret and fires
 * beforeinput/input, which ProseMirror reads (user-event's simulated contenteditable typing races
 * ProseMirror's DOM observer and drops characters).
 */
async function typeText(editor: HTMLElement, text: string) {
  if (!editor.contains(document.activeElement)) editor.focus();
  document.execCommand('insertText', false, text);
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Puts the caret at the end of the document's last text. */
async function caretToEnd(editor: HTMLElement) {
  editor.focus();
  const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
  let last: Text | null = null;
  while (walker.nextNode()) last = walker.currentNode as Text;
  const range = document.createRange();
  if (last) range.setStart(last, last.length);
  else range.selectNodeContents(editor);
  range.collapse(true);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  // ProseMirror reads the selection on 'selectionchange'.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

/** The style attribute the browser writes for one declaration (Chromium serialises colours as rgb). */
function cssOf(property: string, value: string) {
  const probe = document.createElement('span');
  probe.style.setProperty(property, value);
  return probe.getAttribute('style') ?? '';
}

/** Leaves no hover and no focus, so screenshots are stable. */
async function settle(canvasElement: HTMLElement) {
  await userEvent.unhover(canvasElement);
  (document.activeElement as HTMLElement | null)?.blur();
}

/** Types into the empty editor, selects everything and checks the starting HTML. */
async function startWith(canvas: Canvas, onChange: unknown, text = 'Texto') {
  const editor = editorOf(canvas);
  await userEvent.click(editor);
  await typeText(editor, text);
  await waitFor(() => expect(lastHtml(onChange)).toBe(`<p>${text}</p>`));
  await selectAll();
  return editor;
}

/** A realistic claim, saved. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Editor de Contenido Legal' })).toBeVisible();
    const editor = editorOf(canvas);
    await expect(editor).toHaveAttribute('aria-multiline', 'true');
    await expect(editor).toHaveTextContent('AL JUZGADO DE PRIMERA INSTANCIA N.º 4 DE MADRID');
    await expect(canvas.getByRole('status')).toHaveTextContent('Guardado');
    await expect(canvas.queryByRole('button', { name: 'Guardar Ahora' })).toBeNull();
    await expect(canvas.getByText('Auto-guardado cada 2 segundos')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

// skip-visual: the end state is the 'Default' showcase with ' Fdo.' at the end.
/** Typing at the end reaches onChange as contract HTML. */
export const TypingReachesOnChange: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ args, canvasElement }) => {
    const editor = editorOf(within(canvasElement));
    await caretToEnd(editor);
    await typeText(editor, ' Fdo.');
    await waitFor(() => expect(lastHtml(args.onChange)).toContain('intereses y costas. Fdo.</p>'));
    await expect(lastHtml(args.onChange)).toContain('<h2 class="le-align-center">AL JUZGADO');
    await settle(canvasElement);
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** No content yet: the placeholder shows. */
export const Empty: Story = {
  args: { value: '' },
  play: async ({ args, canvasElement }) => {
    const editor = editorOf(within(canvasElement));
    await expect(editor.querySelector('p')).toHaveAttribute(
      'data-placeholder',
      'Escribe tu documento legal aquí...',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

// skip-visual: the end state (emptied again, the placeholder back) is the 'Empty' showcase.
/** Typing into the empty editor calls onChange with a paragraph; deleting it all calls it with ''. */
export const TypingIntoEmpty: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { value: '' },
  play: async ({ args, canvasElement }) => {
    const editor = editorOf(within(canvasElement));
    await userEvent.click(editor);
    await typeText(editor, 'Hola');
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p>Hola</p>'));
    await expect(editor.querySelector('[data-placeholder]')).toBeNull();
    await selectAll();
    document.execCommand('delete');
    await waitFor(() => expect(lastHtml(args.onChange)).toBe(''));
    await settle(canvasElement);
  },
};

const statusStory = (saveStatus: LegalEditorSaveStatus, label: string, unsaved: boolean): Story => ({
  args: { saveStatus, hasUnsavedChanges: unsaved },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(label);
    await expect(status).toHaveAttribute('data-state', saveStatus);
  },
});

/** Pill 'Guardado'. */
export const Saved = statusStory('saved', 'Guardado', false);
/** Pill 'Cambios pendientes' with 'Guardar Ahora'. */
export const Pending = statusStory('pending', 'Cambios pendientes', true);
/** Pill 'Guardando...'; 'Guardar Ahora' is disabled meanwhile. */
export const Saving: Story = {
  ...statusStory('saving', 'Guardando...', true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Guardando...');
    await expect(canvas.getByRole('button', { name: 'Guardar Ahora' })).toBeDisabled();
  },
};
/** Pill 'Error al guardar'; the changes are still unsaved. */
export const Error = statusStory('error', 'Error al guardar', true);

/** Unsaved changes: 'Guardar Ahora' is offered. */
export const WithUnsavedChanges: Story = {
  args: { saveStatus: 'pending', hasUnsavedChanges: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Guardar Ahora' })).toBeEnabled();
  },
};

// skip-visual: the end state is the 'WithUnsavedChanges' showcase (the button only reports to the args).
/** 'Guardar Ahora' calls onSaveNow. */
export const SaveNowCallsBack: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { saveStatus: 'pending', hasUnsavedChanges: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Ahora' }));
    await expect(args.onSaveNow).toHaveBeenCalledTimes(1);
    await settle(canvasElement);
  },
};

/** A full HTML document is reduced to its body: no title, no style text. */
export const FullDocumentInput: Story = {
  args: { value: fullDocumentHtml },
  play: async ({ args, canvasElement }) => {
    const editor = editorOf(within(canvasElement));
    await expect(editor).toHaveTextContent(/^AL JUZGADO DE PRIMERA INSTANCIA/);
    await expect(editor).not.toHaveTextContent('font-family');
    await expect(editor.querySelector('h2')).toHaveClass('le-align-center');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Forty paragraphs: the 600 px area scrolls, the toolbar stays. */
export const LongContent: Story = {
  args: { value: longHtml },
  play: async ({ canvasElement }) => {
    const editor = editorOf(within(canvasElement));
    await expect(editor.scrollHeight).toBeGreaterThan(editor.clientHeight);
  },
};

/** Phone width: toolbar and templates wrap. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow' } } };

/** Every mark button and select produces the contract's inline HTML, and toggles back off. */
export const InlineFormatting: Story = {
  tags: ['test-only'],
  args: { value: '' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await startWith(canvas, args.onChange);
    const marks: [string, string][] = [
      ['Negrita', 'strong'],
      ['Cursiva', 'em'],
      ['Subrayado', 'u'],
      ['Tachado', 's'],
      ['Subíndice', 'sub'],
      ['Superíndice', 'sup'],
    ];
    for (const [name, tag] of marks) {
      const button = tool(canvas, name);
      await userEvent.click(button);
      await waitFor(() => expect(lastHtml(args.onChange)).toBe(`<p><${tag}>Texto</${tag}></p>`));
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(button);
      await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p>Texto</p>'));
      await expect(button).toHaveAttribute('aria-pressed', 'false');
    }
    // Subscript and superscript exclude each other.
    await userEvent.click(tool(canvas, 'Subíndice'));
    await userEvent.click(tool(canvas, 'Superíndice'));
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p><sup>Texto</sup></p>'));
    await userEvent.click(tool(canvas, 'Superíndice'));
    // Keyboard shortcuts.
    await userEvent.keyboard('{Control>}b{/Control}');
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p><strong>Texto</strong></p>'));
    await userEvent.keyboard('{Control>}b{/Control}');
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p>Texto</p>'));

    const selects: [string, string, string][] = [
      ['Fuente', 'mono', '<span class="le-font-mono">Texto</span>'],
      ['Tamaño', 'large', '<span class="le-size-large">Texto</span>'],
      [
        'Color del texto',
        legalColors[2].value,
        `<span style="${cssOf('color', legalColors[2].value)}">Texto</span>`,
      ],
      [
        'Color de fondo',
        legalHighlights[0].value,
        `<span style="${cssOf('background-color', legalHighlights[0].value)}">Texto</span>`,
      ],
    ];
    for (const [name, value, html] of selects) {
      const select = canvas.getByRole('combobox', { name });
      await userEvent.selectOptions(select, value);
      await waitFor(() => expect(lastHtml(args.onChange)).toBe(`<p>${html}</p>`));
      await userEvent.selectOptions(select, name === 'Tamaño' ? 'normal' : '');
      await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p>Texto</p>'));
    }
    await settle(canvasElement);
  },
};

/** Headings, lists, indent, direction, alignment, quote, code block and clear formatting. */
export const BlockFormatting: Story = {
  tags: ['test-only'],
  args: { value: '' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await startWith(canvas, args.onChange);
    const html = () => lastHtml(args.onChange);
    for (const level of [1, 2, 3, 4, 5, 6]) {
      await userEvent.click(tool(canvas, `Encabezado ${level}`));
      await waitFor(() => expect(html()).toBe(`<h${level}>Texto</h${level}>`));
      await userEvent.click(tool(canvas, `Encabezado ${level}`));
      await waitFor(() => expect(html()).toBe('<p>Texto</p>'));
    }
    await userEvent.click(tool(canvas, 'Lista numerada'));
    await waitFor(() => expect(html()).toBe('<ol><li><p>Texto</p></li></ol>'));
    await userEvent.click(tool(canvas, 'Lista con viñetas'));
    await waitFor(() => expect(html()).toBe('<ul><li><p>Texto</p></li></ul>'));
    await userEvent.click(tool(canvas, 'Lista de verificación'));
    await waitFor(() =>
      expect(html()).toBe('<ul data-list="check"><li data-checked="false"><p>Texto</p></li></ul>'),
    );
    // A click on the box, or Mod-Enter, ticks the item.
    await userEvent.click(editorOf(canvas).querySelector('li[data-checked]')!);
    await waitFor(() =>
      expect(html()).toBe('<ul data-list="check"><li data-checked="true"><p>Texto</p></li></ul>'),
    );
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(html()).toBe('<ul data-list="check"><li data-checked="false"><p>Texto</p></li></ul>'),
    );
    await selectAll();
    await userEvent.click(tool(canvas, 'Lista de verificación'));
    await waitFor(() => expect(html()).toBe('<p>Texto</p>'));

    await userEvent.click(tool(canvas, 'Aumentar sangría'));
    await userEvent.click(tool(canvas, 'Aumentar sangría'));
    await waitFor(() => expect(html()).toBe('<p class="le-indent-2">Texto</p>'));
    await userEvent.click(tool(canvas, 'Reducir sangría'));
    await userEvent.click(tool(canvas, 'Reducir sangría'));
    await waitFor(() => expect(html()).toBe('<p>Texto</p>'));

    await userEvent.click(tool(canvas, 'Texto de derecha a izquierda'));
    await waitFor(() => expect(html()).toBe('<p dir="rtl">Texto</p>'));
    await userEvent.click(tool(canvas, 'Texto de derecha a izquierda'));
    await waitFor(() => expect(html()).toBe('<p>Texto</p>'));

    for (const [name, align] of [
      ['Centrar', 'center'],
      ['Alinear a la derecha', 'right'],
      ['Justificar', 'justify'],
    ] as const) {
      await userEvent.click(tool(canvas, name));
      await waitFor(() => expect(html()).toBe(`<p class="le-align-${align}">Texto</p>`));
      await expect(tool(canvas, name)).toHaveAttribute('aria-pressed', 'true');
    }
    await userEvent.click(tool(canvas, 'Alinear a la izquierda'));
    await waitFor(() => expect(html()).toBe('<p>Texto</p>'));

    await userEvent.click(tool(canvas, 'Cita'));
    await waitFor(() => expect(html()).toBe('<blockquote><p>Texto</p></blockquote>'));
    await userEvent.click(tool(canvas, 'Cita'));
    await waitFor(() => expect(html()).toBe('<p>Texto</p>'));

    await userEvent.click(tool(canvas, 'Bloque de código'));
    await waitFor(() => expect(html()).toBe('<pre><code>Texto</code></pre>'));
    await userEvent.click(tool(canvas, 'Bloque de código'));
    await waitFor(() => expect(html()).toBe('<p>Texto</p>'));

    // Clear formatting undoes marks and block formats at once.
    await userEvent.click(tool(canvas, 'Encabezado 2'));
    await userEvent.click(tool(canvas, 'Centrar'));
    await selectAll();
    await userEvent.click(tool(canvas, 'Negrita'));
    await waitFor(() => expect(html()).toBe('<h2 class="le-align-center"><strong>Texto</strong></h2>'));
    await userEvent.click(tool(canvas, 'Borrar formato'));
    await waitFor(() => expect(html()).toBe('<p>Texto</p>'));
    await settle(canvasElement);
  },
};

/** Insert dialogs: link (and a refused scheme), image, video (YouTube accepted, others refused), formula. */
export const Embeds: Story = {
  tags: ['test-only'],
  args: { value: '' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await startWith(canvas, args.onChange);
    const html = () => lastHtml(args.onChange);

    await userEvent.click(tool(canvas, 'Enlace'));
    let dialog = await screen.findByRole('dialog', { name: 'Insertar enlace' });
    const url = within(dialog).getByRole('textbox', { name: /URL del enlace/ });
    await userEvent.type(url, 'ftp://boe.es');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insertar' }));
    await expect(dialog).toHaveTextContent('Introduce una URL válida');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://www.boe.es/eli/es/rd/1889/07/24/(1)/con');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insertar' }));
    await waitFor(() =>
      expect(html()).toBe('<p><a href="https://www.boe.es/eli/es/rd/1889/07/24/(1)/con">Texto</a></p>'),
    );
    await expect(screen.queryByRole('dialog')).toBeNull();

    const editor = editorOf(canvas);
    await caretToEnd(editor);

    await userEvent.click(tool(canvas, 'Imagen'));
    dialog = await screen.findByRole('dialog', { name: 'Insertar imagen' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /URL de la imagen/ }),
      'https://example.es/sello.png',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Texto alternativo' }), 'Sello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insertar' }));
    await waitFor(() => expect(html()).toContain('<img src="https://example.es/sello.png" alt="Sello">'));

    await userEvent.click(tool(canvas, 'Fórmula'));
    dialog = await screen.findByRole('dialog', { name: 'Insertar fórmula' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Fórmula/ }), 'x^2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insertar' }));
    await waitFor(() => expect(html()).toContain('<span class="le-formula" data-formula="x^2">x^2</span>'));
    // The dialog gives the focus back to the text.
    await waitFor(() => expect(editor).toHaveFocus());

    await userEvent.click(tool(canvas, 'Vídeo'));
    dialog = await screen.findByRole('dialog', { name: 'Insertar vídeo' });
    const video = within(dialog).getByRole('textbox', { name: /URL del vídeo/ });
    await userEvent.type(video, 'https://www.dailymotion.com/video/x7tgad0');
    const calls = (args.onChange as OnChange).mock.calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insertar' }));
    await expect(await within(dialog).findByText('Solo se admiten vídeos de YouTube o Vimeo')).toBeVisible();
    await expect((args.onChange as OnChange).mock.calls.length).toBe(calls);
    await userEvent.clear(video);
    await userEvent.type(video, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insertar' }));
    await waitFor(() =>
      expect(html()).toContain(
        '<iframe class="le-video" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" allowfullscreen="" frameborder="0"></iframe>',
      ),
    );
    // Undo the video so the screenshot does not depend on a third-party frame.
    await userEvent.click(tool(canvas, 'Deshacer'));
    await waitFor(() => expect(html()).not.toContain('<iframe'));
    await settle(canvasElement);
  },
};

/** Typing within 1 s is one undo step; after a pause of more than 1 s it is a new one. */
export const UndoGrouping: Story = {
  tags: ['test-only'],
  args: { value: '' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvas);
    const html = () => lastHtml(args.onChange);
    await userEvent.click(editor);
    await typeText(editor, 'Hola');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await typeText(editor, ' mundo');
    await waitFor(() => expect(html()).toBe('<p>Hola mundo</p>'));
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(html()).toBe(''));
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(html()).toBe('<p>Hola mundo</p>'));

    await new Promise((resolve) => setTimeout(resolve, 1100));
    await typeText(editor, ' y adiós');
    await waitFor(() => expect(html()).toBe('<p>Hola mundo y adiós</p>'));
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(html()).toBe('<p>Hola mundo</p>'));
    await userEvent.keyboard('{Control>}y{/Control}');
    await waitFor(() => expect(html()).toBe('<p>Hola mundo y adiós</p>'));
    await userEvent.click(tool(canvas, 'Deshacer'));
    await waitFor(() => expect(html()).toBe('<p>Hola mundo</p>'));
    await settle(canvasElement);
  },
};

/** The quick templates insert their text at the cursor. */
export const QuickTemplates: Story = {
  tags: ['test-only'],
  args: { value: '' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const html = () => lastHtml(args.onChange);
    await userEvent.click(editorOf(canvas));
    await userEvent.click(canvas.getByRole('button', { name: 'Nuevo Hecho' }));
    await waitFor(() => expect(html()).toBe('<p>PRIMERO.- </p>'));
    await userEvent.click(canvas.getByRole('button', { name: 'Fundamento Legal' }));
    await waitFor(() =>
      expect(html()).toBe('<p>PRIMERO.- El artículo [número] de [norma] establece que </p>'),
    );
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Petición' }));
    await waitFor(() => expect(html()).toContain('<p>SOLICITO AL JUZGADO que </p>'));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Encabezado demanda civil' }));
    await waitFor(() => expect(html()).toContain('AL JUZGADO DE PRIMERA INSTANCIA'));
    for (const part of [
      '<p><strong>DIGO:</strong></p>',
      '<h2 class="le-align-center">HECHOS</h2>',
      '<h2 class="le-align-center">FUNDAMENTOS DE DERECHO</h2>',
      '<h2 class="le-align-center">SUPLICO</h2>',
    ]) {
      await expect(html()).toContain(part);
    }
    await expect(html()).toMatch(/^<p>PRIMERO\.- El artículo/);
    await settle(canvasElement);
  },
};

/** One tab stop; arrows, Home and End move between the toolbar's controls. */
export const ToolbarKeyboard: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bold = tool(canvas, 'Negrita');
    await expect(bold).toHaveAttribute('tabindex', '0');
    await expect(tool(canvas, 'Cursiva')).toHaveAttribute('tabindex', '-1');
    bold.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tool(canvas, 'Cursiva')).toHaveFocus();
    await expect(tool(canvas, 'Cursiva')).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{End}');
    await expect(tool(canvas, 'Borrar formato')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tool(canvas, 'Deshacer')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tool(canvas, 'Borrar formato')).toHaveFocus();
    await settle(canvasElement);
  },
};

/** A new value from outside replaces the document without calling onChange or joining the undo history. */
export const ExternalValue: Story = {
  tags: ['test-only'],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div>
        <button type="button" onClick={() => setValue('<p>Versión del servidor</p>')}>
          Cargar versión
        </button>
        <LegalEditor
          {...args}
          value={value}
          onChange={(html) => {
            args.onChange(html);
            setValue(html);
          }}
        />
      </div>
    );
  },
  args: { value: '<p>Borrador</p>' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Cargar versión' }));
    await waitFor(() => expect(editor).toHaveTextContent('Versión del servidor'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(editor).toHaveTextContent('Versión del servidor');
    await settle(canvasElement);
  },
};

/**
 * The app's auto-save flow, simulated in the story (ui cannot import the app's scheduler): a change is
 * pending, saved 2 s later; the first save fails ('Error al guardar'), 'Guardar Ahora' retries and
 * succeeds.
 */
export const AutoSaveStates: Story = {
  tags: ['test-only'],
  args: { value: '<p>Escrito</p>' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    const [status, setStatus] = useState<LegalEditorSaveStatus>('saved');
    const [unsaved, setUnsaved] = useState(false);
    const attempts = useRef(0);
    const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
    const save = () => {
      clearTimeout(timer.current);
      setStatus('saving');
      attempts.current += 1;
      const fails = attempts.current === 1;
      timer.current = setTimeout(() => {
        setStatus(fails ? 'error' : 'saved');
        if (!fails) setUnsaved(false);
      }, 300);
    };
    useEffect(() => () => clearTimeout(timer.current), []);
    return (
      <LegalEditor
        {...args}
        value={value}
        saveStatus={status}
        hasUnsavedChanges={unsaved}
        onChange={(html) => {
          args.onChange(html);
          setValue(html);
          setStatus('pending');
          setUnsaved(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(save, 2000);
        }}
        onSaveNow={() => {
          args.onSaveNow?.();
          save();
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    const editor = editorOf(canvas);
    await caretToEnd(editor);
    await typeText(editor, ' presentado');
    await waitFor(() => expect(status).toHaveTextContent('Cambios pendientes'));
    await waitFor(() => expect(status).toHaveTextContent('Guardando...'), { timeout: 3000 });
    await waitFor(() => expect(status).toHaveTextContent('Error al guardar'));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Ahora' }));
    await waitFor(() => expect(status).toHaveTextContent('Guardado'));
    await expect(canvas.queryByRole('button', { name: 'Guardar Ahora' })).toBeNull();
    await settle(canvasElement);
  },
};

/** The contract round-trips unchanged; full documents, video URLs and embeds follow the contract. */
export const HtmlContract: Story = {
  args: { value: contractHtml },
  play: async ({ args, canvasElement }) => {
    const editor = editorOf(within(canvasElement));
    await expect(editor.querySelector('h1')).toHaveAttribute('dir', 'rtl');
    await expect(editor.querySelector('li[data-checked="true"]')).toHaveTextContent('Hecho');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(serializeDoc(parseHtml(contractHtml))).toBe(contractHtml);
    await expect(serializeDoc(parseHtml(videoHtml))).toBe(videoHtml);
    await expect(serializeDoc(parseHtml(''))).toBe('');
    await expect(htmlBody('<p>a</p>')).toBe('<p>a</p>');
    await expect(
      htmlBody('<!DOCTYPE html><html><head><title>x</title></head><body class="b"><p>a</p></body></html>'),
    ).toBe('<p>a</p>');
    await expect(htmlBody('<html><head><style>p{}</style></head><p>a</p></html>')).toBe('<p>a</p>');
    const youtube = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    const vimeo = 'https://player.vimeo.com/video/76979871';
    const table: [string, string | null][] = [
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', youtube],
      ['https://youtu.be/dQw4w9WgXcQ', youtube],
      ['https://www.youtube.com/shorts/dQw4w9WgXcQ', youtube],
      [youtube, youtube],
      ['https://vimeo.com/76979871', vimeo],
      [vimeo, vimeo],
      ['https://www.youtube.com/watch?v=corto', null],
      ['https://www.dailymotion.com/video/x7tgad0', null],
      ['ftp://youtube.com/watch?v=dQw4w9WgXcQ', null],
      ['no es una url', null],
    ];
    for (const [input, expected] of table) await expect(videoEmbedUrl(input)).toBe(expected);
  },
};

/** Hostile HTML loses scripts, handlers, unsafe URLs, foreign iframes and styles outside the contract. */
export const UnsafeInput: Story = {
  args: { value: unsafeHtml },
  play: async ({ canvasElement }) => {
    const editor = editorOf(within(canvasElement));
    await expect(editor).toHaveTextContent('Hola enlacetexto');
    await expect(editor.querySelector('script, iframe, img, a, [onclick], [style]')).toBeNull();
    await expect(serializeDoc(parseHtml(unsafeHtml))).toBe('<p>Hola enlacetexto</p>');
  },
};
