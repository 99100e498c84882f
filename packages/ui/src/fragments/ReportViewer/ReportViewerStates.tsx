import { SearchX } from 'lucide-react';
import { Skeleton, SkeletonText } from '../../components/Skeleton';
import { Spinner } from '../../components/Spinner';
import { useRenderLink } from '../../utils/link';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import type { ReportViewerLabels } from './ReportViewer';
import * as styles from './ReportViewer.css';

export type ReportViewerLoadingProps = {
  /** Copy: 'Cargando informe...' (the spinner's name and the visible line). */
  labels: Pick<ReportViewerLabels, 'loading'>;
};

/** The report is loading: 'Cargando informe...' over a skeleton of the title and the text. */
export function ReportViewerLoading({ labels }: ReportViewerLoadingProps) {
  return (
    <div className={styles.loading} data-slot="report-viewer-loading">
      <span className={styles.loadingText}>
        <Spinner size="sm" label={labels.loading} />
        <span aria-hidden>{labels.loading}</span>
      </span>
      <Skeleton shape="text" size="xl" width="60%" />
      <SkeletonText lines={6} />
    </div>
  );
}

export type ReportViewerErrorProps = {
  /** Why the load failed, under the title. */
  message: string;
  /** Called by 'Recargar'; the button shows only when set. */
  onReload?: () => void;
  /** Where the 'Volver a informes' link goes. */
  backHref: string;
  /** Copy: the title, 'Recargar' and 'Volver a informes'. */
  labels: Pick<ReportViewerLabels, 'errorTitle' | 'reload' | 'back'>;
};

/** The load failed: 'Error cargando informe', the message, 'Recargar' and 'Volver a informes'. */
export function ReportViewerError({ message, onReload, backHref, labels }: ReportViewerErrorProps) {
  const renderLink = useRenderLink();
  return (
    <ErrorState
      title={labels.errorTitle}
      message={message}
      headingLevel={2}
      labels={{ retry: labels.reload }}
      onRetry={onReload}
      secondaryAction={renderLink({
        href: backHref,
        className: styles.errorBack,
        'data-slot': 'report-viewer-error-back',
        children: labels.back,
      })}
    />
  );
}

export type ReportViewerNotFoundProps = {
  /** Copy: 'Informe no encontrado' and why. */
  labels: Pick<ReportViewerLabels, 'notFoundTitle' | 'notFoundDescription'>;
};

/** No such report, or not the user's: 'Informe no encontrado'. */
export function ReportViewerNotFound({ labels }: ReportViewerNotFoundProps) {
  return (
    <EmptyState
      icon={SearchX}
      title={labels.notFoundTitle}
      description={labels.notFoundDescription}
      headingLevel={2}
    />
  );
}
