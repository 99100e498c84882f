import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { DocumentChat, type ChatMessage, type DocumentChatProps } from './DocumentChat';
import { judgmentConversation, judgmentSessions, twoPassages } from './DocumentChat.fixtures';

/** Holds the draft and the messages (the fragment is controlled) and still reports to the args. */
function Interactive(args: DocumentChatProps) {
  const [value, setValue] = useState(args.value);
  const [messages, setMessages] = useState<readonly ChatMessage[]>(args.messages);
  const [sessionId, setSessionId] = useState(args.sessionId ?? null);
  return (
    <DocumentChat
      {...args}
      value={value}
      messages={messages}
      sessionId={sessionId}
      onSessionChange={
        args.onSessionChange &&
        ((next) => {
          args.onSessionChange?.(next);
          setSessionId(next);
        })
      }
      onValueChange={(next) => {
        args.onValueChange(next);
        setValue(next);
      }}
      onSend={(question) => {
        args.onSend(question);
        setMessages((m) => [...m, { id: String(m.length + 1), role: 'user', content: question }]);
        setValue('');
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Documentos/DocumentChat',
  // Story ids keep the ungrouped form of the other fragments (visual baselines and links key on them).
  id: 'fragments-documentchat',
  component: DocumentChat,
  render: (args) => <Interactive {...args} />,
  args: {
    title: 'STS_2384_2025.pdf',
    messages: judgmentConversation,
    value: '',
    onValueChange: fn(),
    onSend: fn(),
    onOpenPage: fn(),
    onRetry: fn(),
    sending: false,
    loading: false,
    error: null,
    historyError: null,
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof DocumentChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two answers quoting their pages, and one the document does not answer. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'STS_2384_2025.pdf' })).toBeVisible();
    const log = canvas.getByRole('log');
    await expect(log).toBeVisible();
    // The answer's text quotes the passage: the page is shown once, not the passage twice.
    await expect(canvas.getByText('«Ponente: Excmo. Sr. D. Ángel Blasco Pellicer» (pág. 1).')).toBeVisible();
    await expect(canvas.queryByText('Ponente: Excmo. Sr. D. Ángel Blasco Pellicer')).toBeNull();
    await expect(canvas.getByText('No encontrado en el documento')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Preguntar' })).toBeDisabled();
  },
};

/** Test: a quoted passage's page opens the document there. */
export const OpenPage: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pág. 4: abrir el documento en esa página' }));
    await expect(args.onOpenPage).toHaveBeenCalledWith(4);
  },
};

/** No question yet: what the chat does and that it never invents. */
export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Pregunta lo que necesites sobre este documento' }),
    ).toBeVisible();
    await expect(canvas.getByText(/si el documento no lo dice, te lo dirá/)).toBeVisible();
  },
};

/** Test: Enter sends the trimmed question, Shift+Enter breaks the line, an empty question is not sent. */
export const SendWithEnter: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { messages: [] },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Tu pregunta' });
    await userEvent.type(field, '   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '¿Quién es el ponente?{Shift>}{Enter}{/Shift}¿Y la fecha?');
    await expect(field).toHaveValue('¿Quién es el ponente?\n¿Y la fecha?');
    await userEvent.type(field, '{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('¿Quién es el ponente?\n¿Y la fecha?');
    await expect(canvas.getByRole('log')).toHaveTextContent('¿Quién es el ponente?');
    await expect(field).toHaveValue('');
  },
};

/** An answer on its way: the field waits and the log says it is searching the document. */
export const Sending: Story = {
  args: { messages: judgmentConversation.slice(0, 1), sending: true, value: '¿Quién fue el ponente?' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Buscando en el documento…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Preguntar' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Tu pregunta' })).toHaveAttribute('readonly');
  },
};

/** An answer in its own words: the two passages it rests on are quoted under it, with their page. */
export const TwoPassages: Story = {
  args: { messages: twoPassages },
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole('button', { name: 'Pág. 9: abrir el documento en esa página' }),
    ).toHaveLength(2);
    await expect(
      canvas.getByText('Condeno a la demandada a abonar a la actora la cantidad de 11.880 euros'),
    ).toBeVisible();
  },
};

/** Without `onOpenPage` the pages are plain text. */
export const PagesAsText: Story = {
  args: { messages: twoPassages, onOpenPage: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Pág. 9')).toHaveLength(2);
    await expect(
      canvas.queryByRole('button', { name: 'Pág. 9: abrir el documento en esa página' }),
    ).toBeNull();
  },
};

/** The conversation is loading. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando la conversación…');
  },
};

/** The conversation could not be loaded: the error box with 'Reintentar'. */
export const HistoryError: Story = {
  args: { historyError: 'No se pudo conectar con el servidor.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error cargando la conversación');
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** Test: 'Reintentar' of the history error calls back. */
export const RetryHistory: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { historyError: 'No se pudo conectar con el servidor.' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The last question failed (the document is still being processed): the message above the field. */
export const SendError: Story = {
  args: {
    error: 'El documento todavía se está procesando. Inténtalo de nuevo en unos segundos.',
    value: '¿Quién es el ponente?',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudo enviar la pregunta');
    await expect(canvas.getByRole('button', { name: 'Preguntar' })).toBeEnabled();
  },
};

/** A question past the limit: the remaining count turns negative and 'Preguntar' waits. */
export const TooLong: Story = {
  args: { messages: [], maxLength: 40, value: 'Una pregunta demasiado larga para este límite de prueba' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-15 caracteres disponibles')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Preguntar' })).toBeDisabled();
  },
};

/** The user's conversations about the document: a picker (newest first, date and size) and 'Nueva conversación'. */
export const WithSessions: Story = {
  args: {
    sessions: judgmentSessions,
    sessionId: judgmentSessions[0]!.id,
    onSessionChange: fn(),
    onNewSession: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Conversación' })).toHaveTextContent(
      'STS_2384_2025.pdf · 27/11/2026, 10:05 · 6 mensajes',
    );
    await expect(canvas.getByRole('button', { name: 'Nueva conversación' })).toBeVisible();
  },
};

/** Test: choosing a conversation reports its id; 'Nueva conversación' calls back. */
export const ChooseSession: Story = {
  tags: ['test-only', 'skip-visual'],
  args: WithSessions.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Conversación' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Costas y ponente · 20/11/2026, 17:42 · 1 mensaje' }),
    );
    await expect(args.onSessionChange).toHaveBeenCalledWith(judgmentSessions[1]!.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Nueva conversación' }));
    await expect(args.onNewSession).toHaveBeenCalledTimes(1);
  },
};

/** A new conversation, not started yet: the picker says so and the chat is empty. */
export const NewSession: Story = {
  args: { ...WithSessions.args, sessionId: null, messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Conversación' })).toHaveTextContent(
      'Conversación nueva',
    );
  },
};

/** No conversation yet: only 'Nueva conversación' (the first question starts one too). */
export const NoSessions: Story = {
  args: { sessions: [], onNewSession: fn(), messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Conversación' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Nueva conversación' })).toBeVisible();
  },
};
