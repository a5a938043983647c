import { api } from '../../api/api';
import type { Schemas } from '../../api/types';
import { route, type RequestBody, type ResponseBody } from '../../api/route';

export type Recording = Schemas['RecordingDto'];
export type Resource = Schemas['ResourceDto'];
export type Tool = Schemas['ToolDto'];
export type RecordingBody = RequestBody<'post', '/api/admin/course-recordings'>;
export type ResourceBody = RequestBody<'post', '/api/admin/course-resources'>;
export type ToolBody = RequestBody<'post', '/api/admin/course-tools'>;

const tagged = api.enhanceEndpoints({ addTagTypes: ['CourseRecordings', 'CourseResources', 'CourseTools'] });

/** Admin management of course recordings, resources and tools. Changes refresh the portal's lists too. */
export const adminContentApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    adminListRecordings: build.query<Recording[], void>({
      query: () => route('get', '/api/admin/course-recordings'),
      transformResponse: (r: ResponseBody<'get', '/api/admin/course-recordings'>) => r.recordings,
      providesTags: ['CourseRecordings'],
    }),
    createRecording: build.mutation<Recording, RecordingBody>({
      query: (body) => ({ ...route('post', '/api/admin/course-recordings'), body }),
      transformResponse: (r: ResponseBody<'post', '/api/admin/course-recordings'>) => r.recording,
      invalidatesTags: ['CourseRecordings'],
    }),
    updateRecording: build.mutation<Recording, { id: string; body: Schemas['UpdateRecordingDto'] }>({
      query: ({ id, body }) => ({ ...route('put', '/api/admin/course-recordings/{id}', { id }), body }),
      transformResponse: (r: ResponseBody<'put', '/api/admin/course-recordings/{id}'>) => r.recording,
      invalidatesTags: ['CourseRecordings'],
    }),
    deleteRecording: build.mutation<ResponseBody<'delete', '/api/admin/course-recordings/{id}'>, string>({
      query: (id) => route('delete', '/api/admin/course-recordings/{id}', { id }),
      invalidatesTags: ['CourseRecordings'],
    }),
    adminListResources: build.query<Resource[], void>({
      query: () => route('get', '/api/admin/course-resources'),
      transformResponse: (r: ResponseBody<'get', '/api/admin/course-resources'>) => r.resources,
      providesTags: ['CourseResources'],
    }),
    createResource: build.mutation<Resource, ResourceBody>({
      query: (body) => ({ ...route('post', '/api/admin/course-resources'), body }),
      transformResponse: (r: ResponseBody<'post', '/api/admin/course-resources'>) => r.resource,
      invalidatesTags: ['CourseResources'],
    }),
    updateResource: build.mutation<Resource, { id: string; body: Schemas['UpdateResourceDto'] }>({
      query: ({ id, body }) => ({ ...route('put', '/api/admin/course-resources/{id}', { id }), body }),
      transformResponse: (r: ResponseBody<'put', '/api/admin/course-resources/{id}'>) => r.resource,
      invalidatesTags: ['CourseResources'],
    }),
    deleteResource: build.mutation<ResponseBody<'delete', '/api/admin/course-resources/{id}'>, string>({
      query: (id) => route('delete', '/api/admin/course-resources/{id}', { id }),
      invalidatesTags: ['CourseResources'],
    }),
    adminListTools: build.query<Tool[], void>({
      query: () => route('get', '/api/admin/course-tools'),
      transformResponse: (r: ResponseBody<'get', '/api/admin/course-tools'>) => r.tools,
      providesTags: ['CourseTools'],
    }),
    createTool: build.mutation<Tool, ToolBody>({
      query: (body) => ({ ...route('post', '/api/admin/course-tools'), body }),
      transformResponse: (r: ResponseBody<'post', '/api/admin/course-tools'>) => r.tool,
      invalidatesTags: ['CourseTools'],
    }),
    updateTool: build.mutation<Tool, { id: string; body: Schemas['UpdateToolDto'] }>({
      query: ({ id, body }) => ({ ...route('put', '/api/admin/course-tools/{id}', { id }), body }),
      transformResponse: (r: ResponseBody<'put', '/api/admin/course-tools/{id}'>) => r.tool,
      invalidatesTags: ['CourseTools'],
    }),
    deleteTool: build.mutation<ResponseBody<'delete', '/api/admin/course-tools/{id}'>, string>({
      query: (id) => route('delete', '/api/admin/course-tools/{id}', { id }),
      invalidatesTags: ['CourseTools'],
    }),
  }),
});

export const {
  useAdminListRecordingsQuery,
  useCreateRecordingMutation,
  useUpdateRecordingMutation,
  useDeleteRecordingMutation,
  useAdminListResourcesQuery,
  useCreateResourceMutation,
  useUpdateResourceMutation,
  useDeleteResourceMutation,
  useAdminListToolsQuery,
  useCreateToolMutation,
  useUpdateToolMutation,
  useDeleteToolMutation,
} = adminContentApi;
