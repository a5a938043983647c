import { api } from '../../api/api';
import type { Schemas } from '../../api/types';

export type Recording = Schemas['RecordingDto'];
export type Resource = Schemas['ResourceDto'];
export type Tool = Schemas['ToolDto'];

const tagged = api.enhanceEndpoints({ addTagTypes: ['CourseRecordings', 'CourseResources', 'CourseTools'] });

/** Admin management of course recordings, resources and tools. Changes refresh the portal's lists too. */
export const adminContentApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    adminListRecordings: build.query<Recording[], void>({
      query: () => ({ url: '/api/admin/course-recordings' }),
      providesTags: ['CourseRecordings'],
    }),
    createRecording: build.mutation<Recording, Schemas['CreateRecordingDto']>({
      query: (body) => ({ url: '/api/admin/course-recordings', method: 'POST', body }),
      invalidatesTags: ['CourseRecordings'],
    }),
    updateRecording: build.mutation<Recording, { id: string; body: Schemas['UpdateRecordingDto'] }>({
      query: ({ id, body }) => ({ url: `/api/admin/course-recordings/${id}`, method: 'PUT', body }),
      invalidatesTags: ['CourseRecordings'],
    }),
    deleteRecording: build.mutation<null, string>({
      query: (id) => ({ url: `/api/admin/course-recordings/${id}`, method: 'DELETE' }),
      invalidatesTags: ['CourseRecordings'],
    }),
    adminListResources: build.query<Resource[], void>({
      query: () => ({ url: '/api/admin/course-resources' }),
      providesTags: ['CourseResources'],
    }),
    createResource: build.mutation<Resource, Schemas['CreateResourceDto']>({
      query: (body) => ({ url: '/api/admin/course-resources', method: 'POST', body }),
      invalidatesTags: ['CourseResources'],
    }),
    updateResource: build.mutation<Resource, { id: string; body: Schemas['UpdateResourceDto'] }>({
      query: ({ id, body }) => ({ url: `/api/admin/course-resources/${id}`, method: 'PUT', body }),
      invalidatesTags: ['CourseResources'],
    }),
    deleteResource: build.mutation<null, string>({
      query: (id) => ({ url: `/api/admin/course-resources/${id}`, method: 'DELETE' }),
      invalidatesTags: ['CourseResources'],
    }),
    adminListTools: build.query<Tool[], void>({
      query: () => ({ url: '/api/admin/course-tools' }),
      providesTags: ['CourseTools'],
    }),
    createTool: build.mutation<Tool, Schemas['CreateToolDto']>({
      query: (body) => ({ url: '/api/admin/course-tools', method: 'POST', body }),
      invalidatesTags: ['CourseTools'],
    }),
    updateTool: build.mutation<Tool, { id: string; body: Schemas['UpdateToolDto'] }>({
      query: ({ id, body }) => ({ url: `/api/admin/course-tools/${id}`, method: 'PUT', body }),
      invalidatesTags: ['CourseTools'],
    }),
    deleteTool: build.mutation<null, string>({
      query: (id) => ({ url: `/api/admin/course-tools/${id}`, method: 'DELETE' }),
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
