import { idParams, messageResponseSchema } from '../common.ts';
import {
  createReminderFollowBody,
  myRemindersResponse,
  reminderFollowResponse,
  sendRemindersBody,
  sendRemindersResponse,
  unsubscribeRemindersQuery,
  updateRemindersBody,
} from '../reminders.ts';
import { apiRoute } from './define.ts';

/** Giỗ reminders by mail (issue 24): a member's settings and follows, the admin's send, the one-click stop. */
export const remindersApi = {
  mine: apiRoute({
    method: 'GET',
    path: '/api/me/reminders',
    access: 'member',
    response: myRemindersResponse,
  }),
  update: apiRoute({
    method: 'PUT',
    path: '/api/me/reminders',
    access: 'member',
    body: updateRemindersBody,
    response: myRemindersResponse,
  }),
  follow: apiRoute({
    method: 'POST',
    path: '/api/me/reminder-follows',
    access: 'member',
    body: createReminderFollowBody,
    response: reminderFollowResponse,
    status: 201,
  }),
  unfollow: apiRoute({
    method: 'DELETE',
    path: '/api/me/reminder-follow/:id',
    access: 'member',
    params: idParams,
    response: messageResponseSchema,
  }),
  send: apiRoute({
    method: 'POST',
    path: '/api/reminders/send',
    access: 'admin',
    body: sendRemindersBody,
    response: sendRemindersResponse,
  }),
  unsubscribe: apiRoute({
    method: 'POST',
    path: '/api/public/reminders/unsubscribe',
    access: 'public',
    query: unsubscribeRemindersQuery,
    response: messageResponseSchema,
  }),
};
