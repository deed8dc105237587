import { messageQueries } from '@portfolio/shared/api';
import { useQuery } from '@portfolio/shared/query';
import { Link, useNavigate, useParams } from '@portfolio/shared/router';
import type { Message } from '@portfolio/shared/schemas';
import { Badge } from '@portfolio/ui/Badge';
import { MailIcon, TrashIcon } from '@portfolio/ui/icons';
import { linkClass, primaryButtonClass, secondaryButtonClass } from '@portfolio/ui/styles/controls';
import { useEffect, useRef } from 'react';
import { BackLink } from '../../components/BackLink';
import {
  isNotFound,
  ItemNotFound,
  ListLoading,
  LoadFailure,
  retryUnlessNotFound,
} from '../../components/ListState';
import { formatWhen } from '../releases';
import { folderHref } from './folder-params';
import {
  FOLDER_LABELS,
  MESSAGE_TEXTS,
  messageResource,
  SPAM_REASON_LABELS,
  VERIFICATION_LABELS,
} from './message-resource';
import { replyLink } from './reply-link';
import { useMessageActions, usePendingDeletes } from './use-message-actions';

/** What the owner can do with a message: answer it, file it, or delete it (Undo in the toast). */
function MessageActions({ message }: { message: Message }) {
  const actions = useMessageActions();
  const navigate = useNavigate();
  const back = folderHref(message.folder);
  // Filing or deleting a message is done with it: back to the folder it was in, as a mail client does.
  const thenBack = (act: () => void) => () => {
    act();
    void navigate(back);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <a href={replyLink(message, formatWhen(message.receivedAt))} className={primaryButtonClass}>
        <MailIcon className="size-4" />
        Reply
      </a>
      {message.folder !== 'archive' && (
        <button
          type="button"
          disabled={actions.busy}
          onClick={thenBack(() => actions.move(message, 'archive'))}
          className={secondaryButtonClass}
        >
          Archive
        </button>
      )}
      {message.folder === 'spam' ? (
        <button
          type="button"
          disabled={actions.busy}
          onClick={thenBack(() => actions.move(message, 'inbox'))}
          className={secondaryButtonClass}
        >
          Not spam
        </button>
      ) : (
        <button
          type="button"
          disabled={actions.busy}
          onClick={thenBack(() => actions.move(message, 'spam'))}
          className={secondaryButtonClass}
        >
          Spam
        </button>
      )}
      {message.folder === 'archive' && (
        <button
          type="button"
          disabled={actions.busy}
          onClick={thenBack(() => actions.move(message, 'inbox'))}
          className={secondaryButtonClass}
        >
          Move to Inbox
        </button>
      )}
      <button
        type="button"
        disabled={actions.busy}
        onClick={thenBack(() => actions.markRead(message, false))}
        className={secondaryButtonClass}
      >
        Mark unread
      </button>
      <button
        type="button"
        onClick={thenBack(() => actions.remove(message))}
        className={secondaryButtonClass}
      >
        <TrashIcon className="size-4" />
        Delete
      </button>
    </div>
  );
}

function MessageView({ message }: { message: Message }) {
  return (
    <article aria-labelledby="message-from" className="space-y-4">
      <header className="space-y-1">
        <h2 id="message-from" className="text-xl font-semibold break-words">
          {message.name}
        </h2>
        <p className="break-all">
          <a href={`mailto:${message.email}`} className={linkClass}>
            {message.email}
          </a>
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Received {formatWhen(message.receivedAt)} · in {FOLDER_LABELS[message.folder]}
        </p>
        <p className="flex flex-wrap gap-2">
          <Badge>{VERIFICATION_LABELS[message.verification]}</Badge>
          {!message.read && <Badge>Unread</Badge>}
        </p>
        {message.project && (
          <p>
            About{' '}
            <a href={`/projects/${message.project.slug}`} className={linkClass}>
              {message.project.name}
            </a>
          </p>
        )}
        {message.spamReasons.length > 0 && (
          <p className="text-sm text-amber-800 dark:text-amber-300">
            Put in Spam for{' '}
            {message.spamReasons.map((reason) => SPAM_REASON_LABELS[reason] ?? reason).join(', ')}.
          </p>
        )}
      </header>
      {/* React writes it as text: markup a visitor typed is shown, never run. */}
      <p
        data-testid="message-text"
        className="rounded-lg border border-slate-200 bg-white p-4 break-words whitespace-pre-wrap dark:border-slate-800 dark:bg-slate-900"
      >
        {message.message}
      </p>
      <MessageActions message={message} />
    </article>
  );
}

/** `/admin/messages/:id`: one message, marked read as it is opened. */
export function MessagePage() {
  const id = Number(useParams().id);
  const message = useQuery({ ...messageQueries.detail(id), retry: retryUnlessNotFound });
  const pending = usePendingDeletes();
  const { markRead } = useMessageActions();
  const markedOnce = useRef(false);

  useEffect(() => {
    if (message.data && !message.data.read && !markedOnce.current) {
      markedOnce.current = true;
      markRead(message.data, true);
    }
  }, [message.data, markRead]);

  const list = folderHref(message.data?.folder ?? 'inbox');
  return (
    <div className="space-y-4">
      <BackLink to={list} />
      {message.isPending ? (
        <ListLoading label="Loading the message…" />
      ) : message.isError ? (
        isNotFound(message.error) ? (
          <ItemNotFound
            singular={messageResource.singular}
            listTitle="the Inbox"
            listHref="/admin/messages"
          />
        ) : (
          <LoadFailure
            text={MESSAGE_TEXTS.loadOneFailed}
            onRetry={() => void message.refetch()}
            retrying={message.isFetching}
          />
        )
      ) : pending.has(id) ? (
        <p>
          This message is being deleted.{' '}
          <Link to="/admin/messages" className={linkClass}>
            Back to the Inbox
          </Link>
        </p>
      ) : (
        <MessageView message={message.data} />
      )}
    </div>
  );
}
