import { Col, Empty, Flex, Row, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { groupByCategory } from './group-by-category';

export interface CategorySectionsProps<T extends { id: string; category: string }> {
  items: T[] | undefined;
  loading: boolean;
  emptyText: string;
  /** Shown instead of the empty text when the list could not be loaded (a LoadError). */
  failed?: ReactNode;
  renderCard: (item: T) => ReactNode;
}

/** A heading per category and a responsive grid of cards under it; the empty message when there is nothing. */
export default function CategorySections<T extends { id: string; category: string }>({
  items,
  loading,
  emptyText,
  failed,
  renderCard,
}: CategorySectionsProps<T>) {
  if (loading)
    return (
      <Flex justify="center" style={{ padding: 32 }}>
        <Spin />
      </Flex>
    );
  if (failed) return failed;
  if (!items?.length) return <Empty description={emptyText} />;
  return (
    <Flex vertical gap={24}>
      {groupByCategory(items).map(([category, list]) => (
        <section key={category} aria-label={category}>
          <Typography.Title level={3} style={{ fontSize: 20 }}>
            {category}
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {list.map((item) => (
              <Col key={item.id} xs={24} md={12} xl={8}>
                {renderCard(item)}
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </Flex>
  );
}
