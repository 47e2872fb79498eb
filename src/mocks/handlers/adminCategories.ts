import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, errorBody } from '../apiPath';
import { adminDb } from '../data/admin';
import { paginate, readQuery } from './admin';

/*
 * Mocked category administration (listAllCategories, createCategory, updateCategory,
 * deleteCategory) on the world's categories (the browse and post screens see the same list);
 * delete deactivates, update can reactivate.
 */

type CategoryBody = {
  name?: string;
  description?: string;
  isActive?: boolean;
  retentionDays?: number;
};

const validation = (message: string) =>
  HttpResponse.json(
    errorBody('Invalid request', 'VALIDATION_ERROR', [{ field: 'name', message }]),
    { status: 400 },
  );

const taken = (name: string, exceptId?: string) =>
  adminDb.categories.some(
    (c) => c._id !== exceptId && c.name.toLowerCase() === name.trim().toLowerCase(),
  );

const conflict = () =>
  HttpResponse.json(errorBody('A category with this name already exists', 'CONFLICT'), {
    status: 409,
  });

const notFound = () =>
  HttpResponse.json(errorBody('Category not found', 'NOT_FOUND'), { status: 404 });

export const adminCategoriesHandlers: HttpHandler[] = [
  http.get(apiPath('/categories/admin'), ({ request }) => {
    const q = readQuery(request, []);
    if (q instanceof Response) return q;
    const byName = [...adminDb.categories].sort((a, b) => a.name.localeCompare(b.name));
    const { rows, pagination } = paginate(byName, q);
    return HttpResponse.json({ categories: rows, pagination });
  }),

  http.post(apiPath('/categories'), async ({ request }) => {
    const body = (await request.json()) as CategoryBody;
    const name = body.name?.trim() ?? '';
    if (!name) return validation('is required');
    if (taken(name)) return conflict();
    const category = {
      _id: `c-${Date.now()}-${adminDb.categories.length}`,
      name,
      description: body.description ?? '',
      isActive: true,
      createdAt: new Date().toISOString(),
      retentionDays: body.retentionDays ?? 90,
    };
    adminDb.categories.push(category);
    return HttpResponse.json({ message: 'Category created', category }, { status: 201 });
  }),

  http.put(apiPath('/categories/:id'), async ({ params, request }) => {
    const category = adminDb.categories.find((c) => c._id === params.id);
    if (!category) return notFound();
    const body = (await request.json()) as CategoryBody;
    if (body.name !== undefined) {
      if (!body.name.trim()) return validation('is required');
      if (taken(body.name, category._id)) return conflict();
      category.name = body.name.trim();
    }
    if (body.description !== undefined) category.description = body.description;
    if (body.isActive !== undefined) category.isActive = body.isActive;
    if (body.retentionDays !== undefined) category.retentionDays = body.retentionDays;
    return HttpResponse.json({ message: 'Category updated', category });
  }),

  http.delete(apiPath('/categories/:id'), ({ params }) => {
    const category = adminDb.categories.find((c) => c._id === params.id);
    if (!category) return notFound();
    category.isActive = false;
    return HttpResponse.json({ message: 'Category deactivated', category });
  }),
];
