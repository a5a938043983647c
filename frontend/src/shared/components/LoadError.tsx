import { Alert, Button } from 'antd';

/** What LoadError needs of an RTK Query hook's result. */
export interface RetryableQuery {
  refetch: () => unknown;
  isFetching: boolean;
}

export interface LoadErrorProps {
  /** What failed to load, in the list's words: "Failed to load {what}". */
  what: string;
  query: RetryableQuery;
}

/**
 * A list whose load failed: says so, with Retry, instead of the list's empty state ("no data" would be untrue).
 * Retry is disabled while the new attempt runs.
 */
export default function LoadError({ what, query }: LoadErrorProps) {
  return (
    <Alert
      type="error"
      title={`Failed to load ${what}`}
      description="Check your connection and try again."
      action={
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          Retry
        </Button>
      }
    />
  );
}
