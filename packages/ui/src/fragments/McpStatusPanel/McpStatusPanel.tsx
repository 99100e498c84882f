import { useId, type ComponentProps } from 'react';
import { Check, Copy, Plug } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import * as es from '../../i18n/es';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { cx } from '../../utils/cx';
import { useRenderLink } from '../../utils/link';
import { formatRunTime, type WidenCopy } from '../AiRunsTable';
import * as styles from './McpStatusPanel.css';

/** The states of the panel: loading, the status, or an error. */
export const mcpStatusPanelStates = ['loading', 'ready', 'error'] as const;

/** A state of the McpStatusPanel. */
export type McpStatusPanelState = (typeof mcpStatusPanelStates)[number];

/** A tool the MCP server offers. */
export type McpToolItem = {
  /** The tool's name as clients call it (`buscar_legislacion`). */
  name: string;
  /** Its Spanish title. */
  title: string;
  /** What it does. */
  description: string;
};

/** A client that called the server lately. */
export type McpClientItem = {
  /** The client's name (`claude-desktop`). */
  name: string;
  version: string | null;
  /** ISO time of its last call (shown in Spain's time zone). */
  lastSeen: string;
  /** Calls in the period. */
  calls: number;
  /** Signed-in session or API key. */
  auth: 'token' | 'api_key';
};

/** The MCP server's state; the app maps `GET /mcp/status` (the endpoint made absolute). */
export type McpStatusView = {
  state: 'ready' | 'unavailable';
  /** The absolute URL of the endpoint (`https://…/mcp`). */
  endpointUrl: string;
  /** `streamable-http`. */
  transport: string;
  serverName: string;
  serverVersion: string;
  tools: readonly McpToolItem[];
  recentClients: readonly McpClientItem[];
  /** Whether the plan includes API and MCP access (empresarial); otherwise the upgrade message. */
  apiAccess: boolean;
};

/** Copy of the McpStatusPanel; defaults from `es.supervisor.mcp` and `es.supervisor.auths`. */
export type McpStatusPanelLabels = WidenCopy<
  (typeof es)['supervisor']['mcp'] & Pick<(typeof es)['supervisor'], 'auths'>
>;

/**
 * The JSON an MCP client's configuration takes to reach Alegato over Streamable HTTP: the endpoint and
 * the `Authorization: Bearer` header with `apiKey` (a placeholder by default).
 */
export function mcpClientSnippet(
  endpointUrl: string,
  apiKey: string = es.supervisor.mcp.apiKeyPlaceholder,
  serverName = 'alegato',
): string {
  return JSON.stringify(
    {
      mcpServers: {
        [serverName]: { type: 'http', url: endpointUrl, headers: { Authorization: `Bearer ${apiKey}` } },
      },
    },
    null,
    2,
  );
}

export type McpStatusPanelProps = {
  /** Which state to show. */
  state: McpStatusPanelState;
  /** The status, when loaded. @default null */
  status?: McpStatusView | null;
  /** Called with the snippet by 'Copiar la configuración'; the app writes the clipboard and sets `copied`. */
  onCopy?: (snippet: string) => void;
  /** The snippet was just copied: the button says so. @default false */
  copied?: boolean;
  /** Where the API keys are managed. @default '/settings' */
  apiKeysHref?: string;
  /** The API reference. @default '/api-reference' */
  apiReferenceHref?: string;
  /** The plans, for the upgrade message. @default '/subscription' */
  plansHref?: string;
  /** 'Reintentar' in the error state; no button without it. */
  onRetry?: () => void;
  /** Level of the 'Servidor MCP' heading (its parts' are one below). @default 2 */
  headingLevel?: 2 | 3;
  /** Copy overrides. */
  labels?: Partial<McpStatusPanelLabels>;
} & Omit<ComponentProps<'section'>, 'children' | 'onCopy'>;

/**
 * The MCP server as the IA Supervisor shows it (issue 15 items 1–2): its state, endpoint and transport,
 * the tools it offers, the clients that called lately, and the configuration a user pastes into an MCP
 * client (endpoint and `Authorization: Bearer <tu clave de API>`) with a copy button, beside links to
 * the API keys and the API reference. Without the plan's API access, the upgrade message instead of the
 * configuration.
 */
export function McpStatusPanel({
  state,
  status = null,
  onCopy,
  copied = false,
  apiKeysHref = '/settings',
  apiReferenceHref = '/api-reference',
  plansHref = '/subscription',
  onRetry,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: McpStatusPanelProps) {
  const labels = {
    ...es.supervisor.mcp,
    auths: es.supervisor.auths,
    ...labelOverrides,
  } as McpStatusPanelLabels;
  const headingId = useId();
  const snippetId = useId();
  const renderLink = useRenderLink();
  const shown = state === 'ready' && !status ? 'loading' : state;
  const sub = (headingLevel + 1) as 3 | 4;
  const snippet = status ? mcpClientSnippet(status.endpointUrl, labels.apiKeyPlaceholder) : '';

  const links = (
    <div className={styles.links}>
      {renderLink({
        href: apiKeysHref,
        className: styles.link,
        'data-slot': 'mcp-status-link',
        children: labels.apiKeys,
      })}
      {renderLink({
        href: apiReferenceHref,
        className: styles.link,
        'data-slot': 'mcp-status-link',
        children: labels.apiReference,
      })}
    </div>
  );

  let body;
  if (shown === 'loading') {
    body = (
      <p className={styles.muted}>
        <Spinner size="sm" label={labels.loading} />
        <span aria-hidden>{labels.loading}</span>
      </p>
    );
  } else if (shown === 'error' || !status) {
    body = (
      <div className={styles.error} role="alert">
        <p className={styles.errorText}>{labels.failed}</p>
        {onRetry ? (
          <Button size="sm" variant="outline" tone="neutral" onClick={() => onRetry()}>
            {labels.retry}
          </Button>
        ) : null}
      </div>
    );
  } else {
    body = (
      <>
        <dl className={styles.facts} data-slot="mcp-status-facts">
          <div className={styles.fact}>
            <dt className={styles.factTerm}>{labels.endpoint}</dt>
            <dd className={styles.factValue}>
              <code className={styles.code}>{status.endpointUrl}</code>
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factTerm}>{labels.transport}</dt>
            <dd className={styles.factValue}>
              <code className={styles.code}>{status.transport}</code>
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factTerm}>{labels.server}</dt>
            <dd className={styles.factValue}>{`${status.serverName} ${status.serverVersion}`}</dd>
          </div>
        </dl>
        <div className={styles.grid}>
          <div className={styles.card} data-slot="mcp-status-connect">
            <Heading level={sub} size="xs">
              {labels.connect}
            </Heading>
            {status.apiAccess ? (
              <>
                <p className={styles.help} id={`${snippetId}-help`}>
                  {labels.connectHelp}
                </p>
                <pre
                  className={styles.snippet}
                  aria-label={labels.snippet}
                  aria-describedby={`${snippetId}-help`}
                  data-slot="mcp-status-snippet"
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                  tabIndex={0}
                >
                  <code>{snippet}</code>
                </pre>
                {onCopy ? (
                  <div>
                    <Button
                      size="sm"
                      variant="outline"
                      tone={copied ? 'positive' : 'neutral'}
                      startIcon={<Icon icon={copied ? Check : Copy} size="sm" />}
                      onClick={() => onCopy(snippet)}
                      data-state={copied ? 'copied' : 'idle'}
                    >
                      {copied ? labels.copied : labels.copy}
                    </Button>
                  </div>
                ) : null}
                {links}
              </>
            ) : (
              <div className={styles.upgrade} data-slot="mcp-status-upgrade">
                <p className={styles.upgradeTitle}>{labels.upgradeTitle}</p>
                <p className={styles.help}>{labels.upgradeText}</p>
                <div className={styles.links}>
                  {renderLink({
                    href: plansHref,
                    className: styles.link,
                    'data-slot': 'mcp-status-upgrade-link',
                    children: labels.upgrade,
                  })}
                  {renderLink({
                    href: apiReferenceHref,
                    className: styles.link,
                    'data-slot': 'mcp-status-link',
                    children: labels.apiReference,
                  })}
                </div>
              </div>
            )}
          </div>
          <div className={styles.side}>
            <div className={styles.card} data-slot="mcp-status-tools">
              <Heading level={sub} size="xs">
                {labels.tools}
              </Heading>
              {status.tools.length === 0 ? (
                <p className={styles.help}>{labels.noTools}</p>
              ) : (
                <ul role="list" aria-label={labels.tools} className={styles.list}>
                  {status.tools.map((tool) => (
                    <li key={tool.name} className={styles.item}>
                      <span className={styles.clientName}>
                        {tool.title} <code className={styles.code}>{tool.name}</code>
                      </span>
                      <span className={styles.help}>{tool.description}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className={styles.card} data-slot="mcp-status-clients">
              <Heading level={sub} size="xs">
                {labels.clients}
              </Heading>
              {status.recentClients.length === 0 ? (
                <p className={styles.help}>{labels.noClients}</p>
              ) : (
                <ul role="list" aria-label={labels.clients} className={styles.list}>
                  {status.recentClients.map((client) => (
                    <li key={`${client.name}-${client.version ?? ''}`} className={styles.item}>
                      <span className={styles.clientName}>
                        {client.version ? `${client.name} ${client.version}` : client.name}
                      </span>
                      <span className={styles.help}>
                        {labels.calls(client.calls)} · {labels.auths[client.auth]} · {labels.lastSeen}:{' '}
                        <time dateTime={client.lastSeen}>{formatRunTime(client.lastSeen)}</time>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </div>
      </>
    );
  }

  return (
    <section
      data-slot="mcp-status-panel"
      data-state={shown}
      data-server-state={status?.state}
      aria-labelledby={headingId}
      aria-busy={shown === 'loading' || undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      <div className={styles.header}>
        <Icon icon={Plug} size="sm" className={styles.headerIcon} />
        <Heading level={headingLevel} size="xs" id={headingId}>
          {labels.title}
        </Heading>
        <Badge size="sm" tone="info" variant="outline">
          {labels.badge}
        </Badge>
        {status && shown === 'ready' ? (
          <Badge
            size="sm"
            tone={status.state === 'ready' ? 'positive' : 'critical'}
            data-slot="mcp-status-state"
          >
            {labels.states[status.state]}
          </Badge>
        ) : null}
      </div>
      {body}
    </section>
  );
}
