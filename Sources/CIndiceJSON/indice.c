// Everything is in include/CIndiceJSON.h (static inline, for Swift to inline); SwiftPM wants
// a C target to have a source file.
#include "CIndiceJSON.h"
