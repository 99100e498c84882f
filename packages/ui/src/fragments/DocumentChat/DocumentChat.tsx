import { useEffect, useId, useRef, type ComponentProps, type FormEvent, type KeyboardEvent } from 'react';
import { MessageSquarePlus, MessagesSquare, SearchX } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Select } from '../../components/Select';
import { SkeletonText } from '../../components/Skeleton';
import { Textarea } from '../../components/Textarea';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import * as styles from './DocumentChat.css';

/** A passage an answer quotes (a view model of the chat API's `citations`). */
export type ChatCitation = {
  /** Page of the document, from 1. */
  page: number;
  /** The passage, verbatim. */
  text: string;
};

/** One turn of the conversation. */
export type ChatMessage = {
  id: string;
  role: 'user' | 'assistant';
  /** The question, or the answer's text. */
  content: string;
  /** Passages the answer quotes (assistant only). @default [] */
  citations?: readonly ChatCitation[];
  /** False when the document does not say it (assistant only). @default true */
  found?: boolean;
};

/** One of the user's conversations about the document (a view model of `GET /chat/sessions/{user_id}`). */
export type ChatSession = {
  /** The session id. */
  id: string;
  /** Its name, e.g. the file name. */
  name: string;
  /** Formatted date of its last message, e.g. '27/11/2026, 10:05'. */
  updated: string;
  /** How many messages it holds. */
  messageCount: number;
};

/** Copy of the DocumentChat; defaults from `es.documents.chat`. */
export type DocumentChatLabels = typeof es.documents.chat;

export type DocumentChatProps = {
  /** The conversation, oldest first. */
  messages: readonly ChatMessage[];
  /** The question being written (controlled). */
  value: string;
  /** Called with the question on every edit. */
  onValueChange: (next: string) => void;
  /** Called with the trimmed question when sent ('Preguntar' or Enter; Shift+Enter breaks the line). */
  onSend: (question: string) => void;
  /** An answer is on its way: the field and the button wait. @default false */
  sending?: boolean;
  /** The conversation is loading. @default false */
  loading?: boolean;
  /** Why the last question could not be answered (shown above the field). @default null */
  error?: string | null;
  /** Why the conversation could not be loaded (replaces it). @default null */
  historyError?: string | null;
  /** 'Reintentar' of the history error; none when omitted. */
  onRetry?: () => void;
  /** Called with a quoted passage's page ('Pág. 3'): the app opens the document there. */
  onOpenPage?: (page: number) => void;
  /** The user's conversations about this document, newest first; the picker shows only when given. */
  sessions?: readonly ChatSession[];
  /** The conversation shown (controlled), or null for a new one not started yet. @default null */
  sessionId?: string | null;
  /** Called with the chosen conversation's id. */
  onSessionChange?: (id: string) => void;
  /** 'Nueva conversación': none when omitted. */
  onNewSession?: () => void;
  /** A new conversation is being started: 'Nueva conversación' waits. @default false */
  startingSession?: boolean;
  /** Longest question accepted (the server's limit). @default 2000 */
  maxLength?: number;
  /** A heading above the chat, e.g. the file name; none when omitted. */
  title?: string;
  /** Level of the title and of the empty/error headings. @default 2 */
  headingLevel?: 2 | 3;
  /** Copy overrides. */
  labels?: Partial<DocumentChatLabels>;
} & Omit<ComponentProps<'section'>, 'children' | 'title'>;

/** Whether an answer's text already quotes the passage (then only its page is shown under it). */
function quotes(content: string, passage: string): boolean {
  const core = passage.trim().replace(/[.,;:]+$/, '');
  return core !== '' && content.includes(core);
}

/**
 * Questions to one document and its answers, each answer with the passages it quotes and their pages
 * ('Pág. 3' opens the document there; a passage the answer's text already quotes shows only its page), or 'No encontrado en el documento' when the document does not
 * say it: the assistant never answers from elsewhere. Controlled: the app owns the messages, the draft
 * and the sending state; with `sessions`, a picker of the user's conversations about the document and
 * 'Nueva conversación' sit above it; the list keeps the newest turn in view and is a `log` that announces answers.
 */
export function DocumentChat({
  messages,
  value,
  onValueChange,
  onSend,
  sending = false,
  loading = false,
  error = null,
  historyError = null,
  onRetry,
  onOpenPage,
  sessions,
  sessionId = null,
  onSessionChange,
  onNewSession,
  startingSession = false,
  maxLength = 2000,
  title,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: DocumentChatProps) {
  const labels: DocumentChatLabels = { ...es.documents.chat, ...labelOverrides };
  const titleId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const question = value.trim();
  const state = historyError ? 'error' : loading ? 'loading' : messages.length === 0 ? 'empty' : 'ready';

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, sending]);

  const send = () => {
    if (question === '' || sending || question.length > maxLength) return;
    onSend(question);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  let body;
  if (state === 'error') {
    body = (
      <ErrorState
        title={labels.historyErrorTitle}
        message={historyError}
        onRetry={onRetry}
        headingLevel={headingLevel}
      />
    );
  } else if (state === 'loading') {
    body = (
      <div role="status" className={styles.log} data-slot="document-chat-loading">
        <VisuallyHidden>{labels.loading}</VisuallyHidden>
        <SkeletonText lines={6} />
      </div>
    );
  } else if (state === 'empty') {
    body = (
      <EmptyState
        size="sm"
        icon={MessagesSquare}
        title={labels.emptyTitle}
        description={labels.emptyHint}
        headingLevel={headingLevel}
      />
    );
  } else {
    body = (
      // A long conversation scrolls inside the box: keyboard users must be able to focus it to scroll
      // (axe scrollable-region-focusable, WCAG 2.1.1).
      <div
        ref={logRef}
        className={styles.log}
        role="log"
        aria-live="polite"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-slot="document-chat-log"
      >
        <ol className={styles.list}>
          {messages.map((m) => (
            <li
              key={m.id}
              className={cx(styles.message, m.role === 'user' ? styles.question : styles.answer)}
              data-role={m.role}
              data-found={m.role === 'assistant' ? String(m.found !== false) : undefined}
            >
              <span className={styles.author}>
                {m.role === 'user' ? labels.you : labels.assistant}
                {m.role === 'assistant' && m.found === false ? (
                  <Badge size="sm" tone="warning" icon={SearchX}>
                    {labels.notFound}
                  </Badge>
                ) : null}
              </span>
              <p className={styles.content}>{m.content}</p>
              {m.role === 'assistant' && m.citations && m.citations.length > 0 ? (
                <ul
                  className={cx(
                    styles.citations,
                    m.citations.every((c) => quotes(m.content, c.text)) && styles.sources,
                  )}
                >
                  {m.citations.map((c, i) => (
                    <li key={`${c.page}-${i}`} className={styles.citation}>
                      {quotes(m.content, c.text) ? null : (
                        <blockquote className={styles.quote}>{c.text}</blockquote>
                      )}
                      {onOpenPage ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          tone="accent"
                          aria-label={labels.openPage(c.page)}
                          onClick={() => onOpenPage(c.page)}
                        >
                          {labels.citation(c.page)}
                        </Button>
                      ) : (
                        <span className={styles.page}>{labels.citation(c.page)}</span>
                      )}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
          {sending ? (
            <li className={cx(styles.message, styles.answer)} data-role="pending">
              <span className={styles.author}>{labels.assistant}</span>
              <p className={styles.pending} role="status">
                {labels.sending}
              </p>
            </li>
          ) : null}
        </ol>
      </div>
    );
  }

  const tooLong = value.length > maxLength;
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : labels.region}
      data-slot="document-chat"
      data-state={state}
      className={cx(styles.root, className)}
      {...rest}
    >
      {title ? (
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
      ) : null}
      {sessions || onNewSession ? (
        <div className={styles.sessions} data-slot="document-chat-sessions">
          {sessions && sessions.length > 0 ? (
            <Select
              label={labels.session}
              size="sm"
              className={styles.sessionSelect}
              placeholder={labels.newSessionPlaceholder}
              options={sessions.map((s) => ({ value: s.id, label: labels.sessionOption(s) }))}
              value={sessionId ?? ''}
              onValueChange={(next) => onSessionChange?.(next)}
              disabled={sending}
            />
          ) : null}
          {onNewSession ? (
            <Button
              size="sm"
              variant="soft"
              tone="neutral"
              startIcon={<Icon icon={MessageSquarePlus} size="sm" />}
              disabled={sending || startingSession}
              aria-busy={startingSession || undefined}
              onClick={onNewSession}
            >
              {labels.newSession}
            </Button>
          ) : null}
        </div>
      ) : null}
      {body}
      {error ? <ErrorState title={labels.errorTitle} message={error} headingLevel={headingLevel} /> : null}
      <form className={styles.form} onSubmit={onSubmit} data-slot="document-chat-form">
        <Textarea
          label={labels.question}
          hideLabel
          rows={2}
          resize="none"
          placeholder={labels.placeholder}
          value={value}
          onValueChange={onValueChange}
          onKeyDown={onKeyDown}
          readOnly={sending}
          aria-busy={sending || undefined}
          error={tooLong ? labels.remaining(maxLength - value.length) : undefined}
          className={styles.field}
        />
        <Button type="submit" disabled={question === '' || tooLong || sending}>
          {labels.send}
        </Button>
      </form>
    </section>
  );
}
