import { Spin } from 'antd';

/**
 * Suspense fallback: a spinner centered in a fixed overlay, so it takes no room in the layout
 * (nothing moves when it appears or disappears). Delayed to avoid flashing on fast chunk loads.
 */
export function PageSpinner({ tip }: { tip?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        pointerEvents: 'none',
      }}
    >
      <Spin size="large" delay={150} tip={tip}>
        {tip ? <div style={{ width: 160, height: 60 }} /> : undefined}
      </Spin>
    </div>
  );
}
