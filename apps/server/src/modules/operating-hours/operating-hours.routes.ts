import { describeWeekHours } from '@hearth/domain/org/describe-hours';
import { getOpenStatus, getWeekSchedule } from '@hearth/domain/org/operating-hours';
import { PACIFIC_TIME_ZONE } from '@hearth/domain/org/org-config';
import type { FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { zErrorBody } from '../org/error-body.ts';
import { getDepartmentHours } from './department-hours.ts';
import {
  zDepartmentHours,
  zHoursHeaders,
  zHoursParams,
  zHoursQuery,
  zOpenStatus,
  zWeekSchedule,
} from './operating-hours.schemas.ts';

export interface OperatingHoursOptions {
  now: () => Date;
}

const BASE = '/service-operating-hours/external/api/v1/hours';
const tags = ['operating-hours'];

/** API-042, API-043: hours of the request's org (header x-org), in Pacific time (ORG-030). */
const operatingHoursRoutes: FastifyPluginAsync<OperatingHoursOptions> = async (plugin, { now }) => {
  plugin.setValidatorCompiler(validatorCompiler);
  plugin.setSerializerCompiler(serializerCompiler);
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const common = { tags, params: zHoursParams, headers: zHoursHeaders };

  app.get(
    `${BASE}/:department`,
    { schema: { ...common, querystring: zHoursQuery, response: { 200: zDepartmentHours, 400: zErrorBody } } },
    async (request) => {
      const days = getDepartmentHours(request.org, request.params.department);
      return {
        department: request.params.department,
        timeZone: PACIFIC_TIME_ZONE,
        days,
        ...(request.query.display === 'true' ? { display: describeWeekHours(days) } : {}),
      };
    },
  );

  app.get(
    `${BASE}/:department/openStatus`,
    { schema: { ...common, response: { 200: zOpenStatus, 400: zErrorBody } } },
    async (request) => {
      const at = now();
      const status = getOpenStatus(getDepartmentHours(request.org, request.params.department), at);
      return {
        department: request.params.department,
        timeZone: PACIFIC_TIME_ZONE,
        isOpen: status.isOpen,
        now: at.toISOString(),
        opensAt: status.opensAt?.toISOString() ?? null,
        closesAt: status.closesAt?.toISOString() ?? null,
      };
    },
  );

  app.get(
    `${BASE}/:department/week`,
    { schema: { ...common, response: { 200: zWeekSchedule, 400: zErrorBody } } },
    async (request) => ({
      department: request.params.department,
      timeZone: PACIFIC_TIME_ZONE,
      days: getWeekSchedule(getDepartmentHours(request.org, request.params.department), now()),
    }),
  );
};

export default operatingHoursRoutes;
