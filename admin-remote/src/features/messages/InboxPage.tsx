import { messageQueries } from '@portfolio/shared/api';
import { keepPreviousData, useQuery } from '@portfolio/shared/query';
import { Link, useSearchParams } from '@portfolio/shared/router';
import type { Message, MessageFolder } from '@portfolio/shared/schemas';
import { focusRing } from '@portfolio/ui/styles/controls';
import { useEffect } from 'react';
import { ListLoading, LoadFailure } from '../../components/ListState';
import { Pagination } from '../../components/Pagination';
import { formatWhen } from '../releases';
import { folderFrom, folderHref } from './folder-params';
import { FOLDER_LABELS, MESSAGE_TEXTS } from './message-resource';
import { usePendingDeletes } from './use-message-actions';

/** The folders in the order the owner goes through them. */
const FOLDER_ORDER: readonly MessageFolder[] = ['inbox', 'spam', 'archive'];

const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

function FolderTabs({ current, unread }: { current: MessageFolder; unread: number }) {
  return (
    <nav aria-label="Folders">
      <ul className="flex gap-1 border-b border-slate-200 dark:border-slate-800">
        {FOLDER_ORDER.map((folder) => {
          const active = folder === current;
          return (
            <li key={folder}>
              <Link
                to={folderHref(folder)}
                aria-current={active ? 'page' : undefined}
                className={`-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2 font-medium ${focusRing} ${
                  active
                    ? 'border-sky-700 text-sky-800 dark:border-sky-400 dark:text-sky-300'
                    : 'border-transparent text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white'
                }`}
              >
                {FOLDER_LABELS[folder]}
                {folder === 'inbox' && unread > 0 && ' '}
                {folder === 'inbox' && unread > 0 && (
                  <span className="rounded-full bg-sky-700 px-2 text-xs leading-5 text-white">
                    {unread} <span className="sr-only">unread</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** One line of the list: who, when, about what, and how the message begins; bold while unread. */
function MessageRow({ message }: { message: Message }) {
  return (
    <li>
      <Link
        to={String(message.id)}
        className={`block rounded-lg border p-3 hover:border-sky-500 ${focusRing} ${
          message.read
            ? 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
            : 'border-sky-300 bg-sky-50 dark:border-sky-800 dark:bg-sky-950/40'
        }`}
      >
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className={`min-w-0 truncate ${message.read ? 'font-medium' : 'font-bold'}`}>
            {!message.read && (
              <span className="mr-2 inline-block size-2 rounded-full bg-sky-700 align-middle dark:bg-sky-400">
                <span className="sr-only">Unread: </span>
              </span>
            )}
            {message.name}
          </span>
          <span className="text-sm text-slate-700 tabular-nums dark:text-slate-300">
            {formatWhen(message.receivedAt)}
          </span>
        </span>
        {message.project && (
          <span className="block text-sm text-slate-700 dark:text-slate-300">
            About {message.project.name}
          </span>
        )}
        <span className="mt-1 block truncate text-sm text-slate-600 dark:text-slate-400">
          {message.message}
        </span>
      </Link>
    </li>
  );
}

/**
 * `/admin/messages`: the Inbox, Spam and Archive folders (`?folder=`), unread first, each message a line that
 * opens it. What the contact form received is shown as text, never as markup.
 */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const folder = folderFrom(params.get('folder'));
  const page = pageFrom(params.get('page'));
  const list = useQuery({ ...messageQueries.list({ folder, page }), placeholderData: keepPreviousData });
  const pending = usePendingDeletes();

  // The last message of the last page went: show the page that still exists.
  const totalPages = list.data?.totalPages ?? 1;
  useEffect(() => {
    if (list.isSuccess && page > totalPages) {
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('page', String(totalPages));
        return next;
      });
    }
  }, [list.isSuccess, page, totalPages, setParams]);

  const setPage = (next: number) =>
    setParams((current) => {
      const result = new URLSearchParams(current);
      if (next === 1) result.delete('page');
      else result.set('page', String(next));
      return result;
    });

  const messages = (list.data?.messages ?? []).filter((message) => !pending.has(message.id));
  return (
    <section aria-labelledby="inbox-title" className="space-y-4">
      <h2 id="inbox-title" className="sr-only">
        {FOLDER_LABELS[folder]}
      </h2>
      <FolderTabs current={folder} unread={list.data?.unread ?? 0} />
      {list.isPending ? (
        <ListLoading label="Loading messages…" />
      ) : list.isError ? (
        <LoadFailure
          text={MESSAGE_TEXTS.loadListFailed}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : messages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
          {folder === 'inbox'
            ? 'No messages yet. What visitors write on the contact page arrives here.'
            : `Nothing in ${FOLDER_LABELS[folder]}.`}
        </p>
      ) : (
        <>
          <ul className="space-y-2" aria-label={`Messages in ${FOLDER_LABELS[folder]}`}>
            {messages.map((message) => (
              <MessageRow key={message.id} message={message} />
            ))}
          </ul>
          {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onChange={setPage} />}
        </>
      )}
      {folder === 'spam' && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Spam is deleted 30 days after it arrived here. Open a message and choose Not spam to keep it.
        </p>
      )}
    </section>
  );
}
