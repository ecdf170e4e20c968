import { ZAdminUser, ZAdminUserPage, ZAdminUserQuery, ZAdminUserUpdate } from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../../http/auth.js';
import type { TAdminService } from '../admin.service.js';
import { security, tags, ZIntId } from '../route-schema.js';

/** The users desk: the list, blocking and roles. */
export const usersDeskRoutes: FastifyPluginAsyncZod<{ admin: TAdminService }> = async (app, { admin }) => {
  app.get(
    '/admin/api/users/',
    {
      schema: {
        tags,
        summary: 'Users, newest first; search by e-mail or id',
        security,
        querystring: ZAdminUserQuery,
        response: { 200: ZAdminUserPage },
      },
    },
    (request) => admin.usersPage(request.query),
  );

  app.patch(
    '/admin/api/users/:id/',
    {
      schema: {
        tags,
        summary: 'Block or unblock a user; change the role (admins only)',
        security,
        params: ZIntId,
        body: ZAdminUserUpdate,
        response: { 200: ZAdminUser },
      },
    },
    (request) => admin.updateUser(request.params.id, request.body, staffOf(request)),
  );
};
