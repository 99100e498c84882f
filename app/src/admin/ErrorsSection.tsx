import { useState } from 'react';
import useSWR from 'swr';
import { ErrorGroups, type ErrorGroupItem, type ErrorSourceOption } from '@alegato/ui';
import {
  ERROR_GROUPS_PAGE_SIZE,
  errorGroupKey,
  errorGroupsKey,
  fetchErrorGroup,
  fetchErrorGroups,
} from '../errors/adminApi';

/**
 * The admin page's 'Errores' tab (issue 14 item 8): the errors of the web app and the server grouped,
 * newest first, with the origin filter and a pager; 'Ver' opens a group's recent occurrences. Read
 * afresh on every visit (the admin comes here to see what just happened). The 403 of a non-admin is the
 * page's to show, like its other tabs.
 */
export function ErrorsSection() {
  const [source, setSource] = useState<ErrorSourceOption | ''>('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const list = useSWR(errorGroupsKey(source, page), fetchErrorGroups, {
    dedupingInterval: 0,
    keepPreviousData: true,
  });
  const detail = useSWR(selected ? errorGroupKey(selected) : null, fetchErrorGroup, {
    dedupingInterval: 0,
  });

  const groups: ErrorGroupItem[] = list.data?.groups ?? [];
  const selectedGroup = detail.data?.group;
  // The selected group may have left this page (newer errors came in): its summary comes with the detail.
  const shownGroups =
    selectedGroup && !groups.some((g) => g.id === selectedGroup.id) ? [...groups, selectedGroup] : groups;

  return (
    <ErrorGroups
      data-slot="admin-errors"
      state={list.error && !list.data ? 'error' : !list.data ? 'loading' : 'ready'}
      groups={shownGroups}
      total={list.data?.total ?? 0}
      page={page}
      pageSize={ERROR_GROUPS_PAGE_SIZE}
      onPageChange={setPage}
      source={source}
      onSourceChange={(next) => {
        setSource(next);
        setPage(1);
      }}
      selected={selected}
      onSelectedChange={setSelected}
      detailState={detail.error && !detail.data ? 'error' : !detail.data ? 'loading' : 'ready'}
      occurrences={detail.data?.occurrences ?? []}
      onRetry={() => void list.mutate()}
      onDetailRetry={() => void detail.mutate()}
    />
  );
}
