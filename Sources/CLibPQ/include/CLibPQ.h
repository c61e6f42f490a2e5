// Copyright 2026 marcador's maintainers
// SPDX-License-Identifier: Apache-2.0
//
// libpq, loaded on first use with dlopen("libpq.so.5") instead of linked: linking pulls in
// about 36 shared libraries that every process would pay for at start-up (9-11 ms instead of
// 4), while only a server URL needs them. Types and constants come from Debian's libpq-dev
// at compile time; every function goes through a table filled by dlsym, behind one
// `marcador_` wrapper per libpq function with the same signature. Only the Servidor library
// imports this module.
#ifndef MARCADOR_CLIBPQ_H
#define MARCADOR_CLIBPQ_H

#include <postgresql/libpq-fe.h>

/// The libpq functions marcador uses: return type, name, parameters, arguments.
#define MARCADOR_PQ_FUNCIONES(X)                                                               \
  X(PGconn *, PQconnectdbParams,                                                               \
    (const char *const *keywords, const char *const *values, int expand_dbname),               \
    (keywords, values, expand_dbname))                                                         \
  X(PGconn *, PQconnectStartParams,                                                            \
    (const char *const *keywords, const char *const *values, int expand_dbname),               \
    (keywords, values, expand_dbname))                                                         \
  X(PostgresPollingStatusType, PQconnectPoll, (PGconn * conn), (conn))                         \
  X(void, PQfinish, (PGconn * conn), (conn))                                                   \
  X(ConnStatusType, PQstatus, (const PGconn *conn), (conn))                                    \
  X(PGTransactionStatusType, PQtransactionStatus, (const PGconn *conn), (conn))                \
  X(char *, PQerrorMessage, (const PGconn *conn), (conn))                                      \
  X(int, PQconnectionNeedsPassword, (const PGconn *conn), (conn))                              \
  X(int, PQconnectionUsedPassword, (const PGconn *conn), (conn))                               \
  X(char *, PQdb, (const PGconn *conn), (conn))                                                \
  X(char *, PQuser, (const PGconn *conn), (conn))                                              \
  X(char *, PQpass, (const PGconn *conn), (conn))                                              \
  X(char *, PQhost, (const PGconn *conn), (conn))                                              \
  X(int, PQsslInUse, (PGconn * conn), (conn))                                                  \
  X(int, PQbackendPID, (const PGconn *conn), (conn))                                           \
  X(PGPing, PQpingParams,                                                                      \
    (const char *const *keywords, const char *const *values, int expand_dbname),               \
    (keywords, values, expand_dbname))                                                         \
  X(PQconninfoOption *, PQconninfoParse, (const char *conninfo, char **errmsg),                 \
    (conninfo, errmsg))                                                                        \
  X(PQconninfoOption *, PQconninfo, (PGconn * conn), (conn))                                   \
  X(void, PQconninfoFree, (PQconninfoOption * options), (options))                             \
  X(PQnoticeProcessor, PQsetNoticeProcessor, (PGconn * conn, PQnoticeProcessor f, void *arg),  \
    (conn, f, arg))                                                                            \
  X(PQnoticeReceiver, PQsetNoticeReceiver, (PGconn * conn, PQnoticeReceiver f, void *arg),    \
    (conn, f, arg))                                                                            \
  X(int, PQsendQuery, (PGconn * conn, const char *query), (conn, query))                      \
  X(int, PQsendQueryParams,                                                                    \
    (PGconn * conn, const char *command, int nParams, const Oid *paramTypes,                   \
     const char *const *paramValues, const int *paramLengths, const int *paramFormats,         \
     int resultFormat),                                                                        \
    (conn, command, nParams, paramTypes, paramValues, paramLengths, paramFormats,              \
     resultFormat))                                                                            \
  X(PGresult *, PQgetResult, (PGconn * conn), (conn))                                          \
  X(int, PQenterPipelineMode, (PGconn * conn), (conn))                                         \
  X(int, PQexitPipelineMode, (PGconn * conn), (conn))                                          \
  X(int, PQpipelineSync, (PGconn * conn), (conn))                                              \
  X(int, PQflush, (PGconn * conn), (conn))                                                     \
  X(int, PQisBusy, (PGconn * conn), (conn))                                                    \
  X(int, PQconsumeInput, (PGconn * conn), (conn))                                              \
  X(int, PQsocket, (const PGconn *conn), (conn))                                               \
  X(PGcancel *, PQgetCancel, (PGconn * conn), (conn))                                          \
  X(int, PQcancel, (PGcancel * cancel, char *errbuf, int errbufsize), (cancel, errbuf, errbufsize)) \
  X(void, PQfreeCancel, (PGcancel * cancel), (cancel))                                         \
  X(ExecStatusType, PQresultStatus, (const PGresult *res), (res))                              \
  X(char *, PQresultErrorMessage, (const PGresult *res), (res))                                \
  X(char *, PQresultErrorField, (const PGresult *res, int fieldcode), (res, fieldcode))        \
  X(int, PQntuples, (const PGresult *res), (res))                                              \
  X(int, PQnfields, (const PGresult *res), (res))                                              \
  X(char *, PQcmdTuples, (PGresult * res), (res))                                              \
  X(char *, PQgetvalue, (const PGresult *res, int row, int column), (res, row, column))        \
  X(int, PQgetlength, (const PGresult *res, int row, int column), (res, row, column))          \
  X(int, PQgetisnull, (const PGresult *res, int row, int column), (res, row, column))          \
  X(void, PQclear, (PGresult * res), (res))                                                    \
  X(PGnotify *, PQnotifies, (PGconn * conn), (conn))                                          \
  X(void, PQfreemem, (void *ptr), (ptr))

/// Loads libpq once (dlopen, then dlsym of every function above); thread-safe. Returns 0 when
/// every wrapper below may be called, else -1 and `marcador_pq_error_de_carga()` says why.
int marcador_pq_cargar(void);

/// Why the load failed (dlerror's text), or NULL when it did not.
const char *marcador_pq_error_de_carga(void);

/// Asks the server to cancel the statement in flight on `conn` (PQgetCancel, then PQcancel on
/// a detached thread of its own with every signal blocked), without waiting: PQcancel opens a
/// connection of its own and has no timeout, so a server that hangs would hang the caller.
/// Returns 0 when the request is on its way, -1 when it could not be started.
int marcador_pq_cancelar_aparte(PGconn *conn);

// marcador_PQsendQuery(...) calls PQsendQuery(...) and so on. Call them only after
// marcador_pq_cargar() returned 0.
#define MARCADOR_PQ_DECLARAR(tipo, nombre, parametros, argumentos) tipo marcador_##nombre parametros;
MARCADOR_PQ_FUNCIONES(MARCADOR_PQ_DECLARAR)
#undef MARCADOR_PQ_DECLARAR

// The error-field codes of PQresultErrorField are character-literal macros ('C'), which Swift
// cannot import; these are the same values as constants.
static const int MARCADOR_PG_DIAG_SEVERITY_NONLOCALIZED = PG_DIAG_SEVERITY_NONLOCALIZED;
static const int MARCADOR_PG_DIAG_SQLSTATE = PG_DIAG_SQLSTATE;
static const int MARCADOR_PG_DIAG_MESSAGE_PRIMARY = PG_DIAG_MESSAGE_PRIMARY;
static const int MARCADOR_PG_DIAG_CONSTRAINT_NAME = PG_DIAG_CONSTRAINT_NAME;

#endif
