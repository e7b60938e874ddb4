export type Customer = { _id: string; fullname: string; email: string; createdAt: string };

/** GET /api/admin/dashboard/users. `totalCapped`: a search matched more than `total`. */
export type CustomerPage = {
  success: true;
  users: Customer[];
  total: number;
  totalCapped: boolean;
  page: number;
  limit: number;
};

export type CustomerQuery = { page: number; limit: number; q?: string };
