import { api, type PageData } from '../../api/api';
import type { Schemas } from '../../api/types';
import { route, type ResponseBody } from '../../api/route';
import { signedInAnalyzerData } from '../analyzer';

export type Recording = Schemas['RecordingDto'];
export type Resource = Schemas['ResourceDto'];
export type StudentCourse = Schemas['StudentCourseDto'];
export type StudentProgressItem = Schemas['StudentProgressItemDto'];
export type StudentLesson = Schemas['StudentLessonDto'];
export type ToolAnalysis = Schemas['ToolAnalysisDto'];
export type SaveToolAnalysis = Schemas['SaveToolAnalysisDto'];

const tagged = api.enhanceEndpoints({
  addTagTypes: ['CourseRecordings', 'CourseResources', 'CourseTools', 'ToolAnalyses'],
});

/** Spec 2 §7: the student portal's reads. Components call them only when a user is signed in. */
export const portalApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    listCourseRecordings: build.query<Recording[], void>({
      query: () => route('get', '/api/course/recordings'),
      transformResponse: (r: ResponseBody<'get', '/api/course/recordings'>) => r.recordings,
      providesTags: ['CourseRecordings'],
    }),
    listCourseResources: build.query<Resource[], void>({
      query: () => route('get', '/api/course/resources'),
      transformResponse: (r: ResponseBody<'get', '/api/course/resources'>) => r.resources,
      providesTags: ['CourseResources'],
    }),
    getStudentCourseProgress: build.query<ResponseBody<'get', '/api/student/thinkrific/progress'>, void>({
      query: () => route('get', '/api/student/thinkrific/progress'),
    }),
    getStudentCompletedLessons: build.query<ResponseBody<'get', '/api/student/thinkrific/lessons'>, void>({
      query: () => route('get', '/api/student/thinkrific/lessons'),
    }),
    getStudentCourses: build.query<ResponseBody<'get', '/api/student/thinkrific/courses'>, void>({
      query: () => route('get', '/api/student/thinkrific/courses'),
    }),
    listToolAnalyses: build.query<ResponseBody<'get', '/api/tool-analyses'>, ToolAnalysis['kind']>({
      query: (kind) => ({ ...route('get', '/api/tool-analyses'), params: { kind } }),
      providesTags: ['ToolAnalyses'],
    }),
    createToolAnalysis: build.mutation<ResponseBody<'post', '/api/tool-analyses'>, SaveToolAnalysis>({
      query: (body) => ({ ...route('post', '/api/tool-analyses'), body }),
      invalidatesTags: ['ToolAnalyses'],
    }),
    updateToolAnalysis: build.mutation<
      ResponseBody<'put', '/api/tool-analyses/{id}'>,
      { id: string; body: SaveToolAnalysis }
    >({
      query: ({ id, body }) => ({ ...route('put', '/api/tool-analyses/{id}', { id }), body }),
      invalidatesTags: ['ToolAnalyses'],
    }),
    deleteToolAnalysis: build.mutation<ResponseBody<'delete', '/api/tool-analyses/{id}'>, string>({
      query: (id) => route('delete', '/api/tool-analyses/{id}', { id }),
      invalidatesTags: ['ToolAnalyses'],
    }),
  }),
});

export const {
  useListCourseRecordingsQuery,
  useListCourseResourcesQuery,
  useGetStudentCourseProgressQuery,
  useGetStudentCompletedLessonsQuery,
  useGetStudentCoursesQuery,
  useListToolAnalysesQuery,
  useCreateToolAnalysisMutation,
  useUpdateToolAnalysisMutation,
  useDeleteToolAnalysisMutation,
} = portalApi;

/** What /student-dashboard opens with: its Fix & Flip tab's data, the recordings and the resources (see PageData). */
export const studentDashboardData: PageData = (dispatch) => {
  signedInAnalyzerData(dispatch);
  dispatch(portalApi.util.prefetch('listCourseRecordings', undefined, {}));
  dispatch(portalApi.util.prefetch('listCourseResources', undefined, {}));
};
