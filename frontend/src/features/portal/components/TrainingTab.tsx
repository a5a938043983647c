import { BookOutlined, ExportOutlined } from '../../../shared/icons';
import { Button, Card, Col, Empty, Flex, Progress, Row, Spin, Statistic, Tag, Typography } from 'antd';
import LoadError from '../../../shared/components/LoadError';
import { formatPercent } from '../../../shared/format';
import { hasQuizzes, modulesCompletedText, PORTAL_TEXT, quizAverage } from '../portal.constants';
import {
  useGetStudentCompletedLessonsQuery,
  useGetStudentCourseProgressQuery,
  useGetStudentCoursesQuery,
  type StudentCourse,
} from '../portal.api';
import { useSiteConfig } from '../../../shared/site-config';

/** Badge colours of the mirror's statuses (active, completed, trial, expired). */
const STATUS_COLORS: Record<string, string> = { active: 'green', completed: 'blue', trial: 'gold' };

function CourseCard({ course }: { course: StudentCourse }) {
  // Spec 2 §9: "Enrolled" when active, otherwise the status text itself.
  const label = course.enrollmentStatus === 'active' ? 'Enrolled' : course.enrollmentStatus;
  const color = STATUS_COLORS[course.enrollmentStatus] ?? 'default';
  return (
    <Card data-testid="course-card" style={{ height: '100%' }}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="start" gap={8}>
          <Typography.Title level={4} style={{ margin: 0, fontSize: 18 }}>
            {course.title}
          </Typography.Title>
          <Tag color={color}>{label}</Tag>
        </Flex>
        {course.description && (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {course.description}
          </Typography.Paragraph>
        )}
        <Progress percent={Math.round(course.percentageCompleted)} aria-label={`${course.title} progress`} />
        <Button type="primary" icon={<ExportOutlined />} href={course.url} target="_blank" rel="noopener noreferrer">
          Continue Learning
        </Button>
      </Flex>
    </Card>
  );
}

/** Training tab (spec 2 §2.2): enrolled courses from the course platform and the three progress tiles. */
export default function TrainingTab() {
  const courses = useGetStudentCoursesQuery();
  const progress = useGetStudentCourseProgressQuery();
  const lessons = useGetStudentCompletedLessonsQuery();
  const site = useSiteConfig();
  const portalUrl = site.data?.thinkificPortalUrl;
  const completion = Number(progress.data?.[0]?.percentageCompleted ?? 0) || 0;
  // No quiz taken: no average to show (the spec's placeholder would read as a real 85%).
  const quizzes = hasQuizzes(lessons.data);
  const tile = { xs: 24, md: quizzes ? 8 : 12 };

  return (
    <Flex vertical gap={24}>
      {courses.isLoading ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      ) : courses.isError ? (
        <LoadError what="your courses" query={courses} />
      ) : courses.data?.length ? (
        <Row gutter={[16, 16]}>
          {courses.data.map((c) => (
            <Col key={c.id} xs={24} md={12}>
              <CourseCard course={c} />
            </Col>
          ))}
        </Row>
      ) : (
        <Card>
          <Empty
            image={<BookOutlined style={{ fontSize: 48, color: '#bfbfbf' }} />}
            description={PORTAL_TEXT.noCourses}
          >
            <Button type="primary" href={portalUrl} target="_blank" rel="noopener noreferrer" disabled={!portalUrl}>
              Visit Portal
            </Button>
          </Empty>
        </Card>
      )}

      <Card title="Additional Resources">
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Typography.Text>
            Explore the full course library, bonus lessons and downloads on the course platform.
          </Typography.Text>
          <Button
            icon={<ExportOutlined />}
            href={portalUrl}
            target="_blank"
            rel="noopener noreferrer"
            disabled={!portalUrl}
          >
            Browse Library
          </Button>
        </Flex>
      </Card>

      <section aria-label="Your Training Progress">
        <Typography.Title level={3} style={{ fontSize: 20 }}>
          Your Training Progress
        </Typography.Title>
        <Row gutter={[16, 16]}>
          <Col {...tile}>
            <Card>
              <Statistic title="Course Completion" value={formatPercent(completion)} />
            </Card>
          </Col>
          <Col {...tile}>
            <Card>
              <Statistic title="Modules Completed" value={modulesCompletedText(lessons.data?.length ?? 0)} />
            </Card>
          </Col>
          {quizzes && (
            <Col {...tile}>
              <Card>
                <Statistic title="Quiz Average" value={formatPercent(quizAverage(completion))} />
              </Card>
            </Col>
          )}
        </Row>
      </section>
    </Flex>
  );
}
