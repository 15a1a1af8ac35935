// The indexer, declared for egdb.hpp (defined in egdb_index.hpp).
#pragma once

namespace damascope::analysis::egdb {
class Indexer;
}
