-- Room on each page of parts for a row's next version: refreshing a part's offer columns (price,
-- offer count, fastest delivery; no index covers them) then stays on the page as a heap-only update,
-- without new entries in the part's seven indexes. A feed run refreshes most of the catalog at once.
ALTER TABLE "parts" SET (fillfactor = 85);
