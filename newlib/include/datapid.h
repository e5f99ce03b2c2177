/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A data pattern naming the writer and the place in the file. */
#ifndef DATAPID_H
#define DATAPID_H

/*
 * Fill bsize bytes of buffer as they are at file offset offset in a file
 * of 8-byte words, each holding (little-endian) the word's index in the
 * file in its upper 32 bits and pid in its lower 32 bits. Returns bsize.
 */
int datapidgen(int pid, char *buffer, int bsize, int offset);

/* -1 when buffer matches that pattern, else the file offset of the first
 * wrong byte; *errmsg (when not NULL) points to a static text saying
 * which. */
int datapidchk(int pid, char *buffer, int bsize, int offset, char **errmsg);

#endif /* DATAPID_H */
