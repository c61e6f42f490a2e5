// Everything is in include/CSistema.h (static inline); SwiftPM wants a C target to have a
// source file.
#include "CSistema.h"
