import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/**
 * Error element of the router: a render error or a chunk that failed to load
 * (typically after a new deployment) — offer a full reload. Plain HTML: it must work even when antd failed to load.
 */
export default function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <main
      role="alert"
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 24,
        textAlign: 'center',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <h1 style={{ fontSize: 28, margin: '0 0 8px' }}>Something went wrong</h1>
      <p style={{ color: '#5b6475', margin: '0 0 20px' }}>{detail ?? 'Please reload the page.'}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{
          background: '#1f3a93',
          color: '#fff',
          border: 0,
          borderRadius: 6,
          padding: '10px 22px',
          fontSize: 16,
          cursor: 'pointer',
        }}
      >
        Reload
      </button>
    </main>
  );
}
