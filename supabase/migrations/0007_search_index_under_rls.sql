-- This migration made public.published_article_matches(tsquery), a
-- security-definer function through which the SQL search used the GIN index
-- on articles.search despite the row-level policy (as anon the @@ operator,
-- not LEAKPROOF, was checked row by row: 4 ms at 1 000 articles instead of
-- 0.02 ms).
--
-- Search is the server's in-process index alone since 0008, which drops the
-- function and the vector it read; 0002 no longer creates the vector. So
-- this file does nothing now: a database that has not reached it yet would
-- only make a function 0008 drops at once. It stays, empty, because hosted
-- databases have it in their migration history.

select 1;
