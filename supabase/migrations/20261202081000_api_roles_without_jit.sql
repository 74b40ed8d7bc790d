-- The API's requests run without JIT compilation. PostgreSQL compiles a query to machine code
-- when its estimated cost passes jit_above_cost; row-level security makes the planner expect
-- far more rows than a request reads (it cannot see that the policies keep two children of a
-- school's 2,000 students), so a parent's 3-ms dashboard read was estimated past the line and
-- spent about 35 ms compiling before it ran. The API's queries are short reads of a page, which
-- never repay a compilation. The setting belongs to the roles that requests run as: the REST
-- API applies a role's own settings (its `alter role … set`, not an `in database` one) to each
-- request it runs as that role. Roles belong to the whole server, so this holds in every
-- database of it; no other value is wanted in any.
alter role anon set jit = off;
alter role authenticated set jit = off;
alter role service_role set jit = off;
