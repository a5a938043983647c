import { api } from '../../api/api';
import type { Schemas } from '../../api/types';
import { route } from '../../api/route';

export type Recording = Schemas['RecordingDto'];
export type Resource = Schemas['ResourceDto'];
export type Tool = Schemas['ToolDto'];

const tagged = api.enhanceEndpoints({ addTagTypes: ['CourseRecordings', 'CourseResources', 'CourseTools'] });

/** Admin management of course recordings, resources and tools. Changes refresh the portal's lists too. */
export const adminContentApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    adminListRecordings: build.query<Recording[], void>({
      query: () => route('get', '/api/admin/course-recordings'),
      transformResponse: (r: Schemas['RecordingListDto']) => r.recordings,
      providesTags: ['CourseRecordings'],
    }),
    createRecording: build.mutation<Recording, Schemas['CreateRecordingDto']>({
      query: (body) => ({ ...route('post', '/api/admin/course-recordings'), body }),
      transformResponse: (r: Schemas['RecordingResultDto']) => r.recording,
      invalidatesTags: ['CourseRecordings'],
    }),
    updateRecording: build.mutation<Recording, { id: string; body: Schemas['UpdateRecordingDto'] }>({
      query: ({ id, body }) => ({ ...route('put', '/api/admin/course-recordings/{id}', { id }), body }),
      transformResponse: (r: Schemas['RecordingResultDto']) => r.recording,
      invalidatesTags: ['CourseRecordings'],
    }),
    deleteRecording: build.mutation<Schemas['SuccessDto'], string>({
      query: (id) => route('delete', '/api/admin/course-recordings/{id}', { id }),
      invalidatesTags: ['CourseRecordings'],
    }),
    adminListResources: build.query<Resource[], void>({
      query: () => route('get', '/api/admin/course-resources'),
      transformResponse: (r: Schemas['ResourceListDto']) => r.resources,
      providesTags: ['CourseResources'],
    }),
    createResource: build.mutation<Resource, Schemas['CreateResourceDto']>({
      query: (body) => ({ ...route('post', '/api/admin/course-resources'), body }),
      transformResponse: (r: Schemas['ResourceResultDto']) => r.resource,
      invalidatesTags: ['CourseResources'],
    }),
    updateResource: build.mutation<Resource, { id: string; body: Schemas['UpdateResourceDto'] }>({
      query: ({ id, body }) => ({ ...route('put', '/api/admin/course-resources/{id}', { id }), body }),
      transformResponse: (r: Schemas['ResourceResultDto']) => r.resource,
      invalidatesTags: ['CourseResources'],
    }),
    deleteResource: build.mutation<Schemas['SuccessDto'], string>({
      query: (id) => route('delete', '/api/admin/course-resources/{id}', { id }),
      invalidatesTags: ['CourseResources'],
    }),
    adminListTools: build.query<Tool[], void>({
      query: () => route('get', '/api/admin/course-tools'),
      transformResponse: (r: Schemas['ToolListDto']) => r.tools,
      providesTags: ['CourseTools'],
    }),
    createTool: build.mutation<Tool, Schemas['CreateToolDto']>({
      query: (body) => ({ ...route('post', '/api/admin/course-tools'), body }),
      transformResponse: (r: Schemas['ToolResultDto']) => r.tool,
      invalidatesTags: ['CourseTools'],
    }),
    updateTool: build.mutation<Tool, { id: string; body: Schemas['UpdateToolDto'] }>({
      query: ({ id, body }) => ({ ...route('put', '/api/admin/course-tools/{id}', { id }), body }),
      transformResponse: (r: Schemas['ToolResultDto']) => r.tool,
      invalidatesTags: ['CourseTools'],
    }),
    deleteTool: build.mutation<Schemas['SuccessDto'], string>({
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
